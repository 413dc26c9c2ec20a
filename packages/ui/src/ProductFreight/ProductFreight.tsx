import { createContext, isValidElement, type ReactNode } from 'react';
import { CepInput, type CepInputProps } from '../foundation/CepInput/CepInput';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { Spinner } from '../foundation/Spinner/Spinner';
import { cx } from '../internal/cx';
import { type PartProps, usePartsContext } from '../internal/partsContext';
import {
  type ProductFreightModel,
  type ProductFreightQuoteOption,
  type ProductFreightSource,
  type UseProductFreightOptions,
  useProductFreight,
} from './useProductFreight';

/**
 * A part's content. Without `asChild`, your `children` win over the computed `fallback`. With `asChild`, your
 * element (the single child) is rendered with its own children, or with the fallback inside when it has none.
 */
function content(asChild: boolean | undefined, children: ReactNode, fallback: ReactNode): ReactNode {
  if (!asChild) return children ?? fallback;
  const own = isValidElement<{ children?: ReactNode }>(children) ? children.props.children : undefined;
  return slotContent(true, children, own === undefined || own === null ? fallback : null);
}

const ProductFreightContext = createContext<ProductFreightModel | null>(null);

function useProductFreightContext(part: string): ProductFreightModel {
  return usePartsContext(ProductFreightContext, 'ProductFreight', part);
}

/** Props of `ProductFreight.Root`: the product, the calculator's options and texts, the form's props. */
export type ProductFreightRootProps = PartProps<'form'> &
  UseProductFreightOptions & {
    /** The product (a list or detail product); only a physical one (type 1) shows the calculator. */
    readonly product: ProductFreightSource;
  };

const ProductFreightRootElement = part('form', 'ProductFreight.Root', 'vt-product-freight');

/**
 * The calculator's form (named by `Title`, no browser validation; submitting quotes the CEP). Marks `data-busy`,
 * `data-error` and `data-quoted`. Renders nothing for a product that is not physical.
 */
export function ProductFreightRoot({
  product,
  idSku,
  quantity,
  cep,
  defaultCep,
  onCepChange,
  cepRequired,
  title,
  calculate,
  calculating,
  optionsLabel,
  noOptions,
  onSubmit,
  asChild,
  className,
  ...rest
}: ProductFreightRootProps): ReactNode {
  const model = useProductFreight(product, {
    idSku,
    quantity,
    cep,
    defaultCep,
    onCepChange,
    cepRequired,
    title,
    calculate,
    calculating,
    optionsLabel,
    noOptions,
  });
  if (!model.enabled) return null;
  return (
    <ProductFreightContext.Provider value={model}>
      <ProductFreightRootElement
        asChild={asChild}
        {...rest}
        {...model.getFormProps({ onSubmit })}
        className={className}
      />
    </ProductFreightContext.Provider>
  );
}

/** Props of `ProductFreight.Title`. */
export type ProductFreightTitleProps = PartProps<'h2'>;

const ProductFreightTitleElement = part('h2', 'ProductFreight.Title', 'vt-product-freight__title');

/** The calculator's heading ('Calcular frete e prazo'), which names the form; an `h2`, another level with `asChild`. */
export function ProductFreightTitle({
  asChild,
  className,
  children,
  ...rest
}: ProductFreightTitleProps): ReactNode {
  const model = useProductFreightContext('Title');
  return (
    <ProductFreightTitleElement asChild={asChild} {...rest} {...model.getTitleProps()} className={className}>
      {content(asChild, children, model.texts.title)}
    </ProductFreightTitleElement>
  );
}

/** Props of `ProductFreight.Cep`: `CepInput`'s, less what the calculator decides. */
export type ProductFreightCepProps = Omit<
  CepInputProps,
  'value' | 'defaultValue' | 'onValueChange' | 'onComplete' | 'error' | 'required'
>;

/**
 * The CEP field (the foundation `CepInput`: masked 00000-000, Correios' 'Não sei meu CEP' link in a new tab),
 * quoted as soon as it holds a complete, valid CEP; its message is 'Por favor, insira um cep.' or the server's.
 */
export function ProductFreightCep({ className, ...rest }: ProductFreightCepProps): ReactNode {
  const model = useProductFreightContext('Cep');
  return (
    <CepInput {...rest} {...model.getCepInputProps()} className={cx('vt-product-freight__cep', className)} />
  );
}

/** Props of `ProductFreight.Submit`. */
export type ProductFreightSubmitProps = Omit<PartProps<'button'>, 'type'>;

const ProductFreightSubmitElement = part('button', 'ProductFreight.Submit', 'vt-button');

/** The submit button ('Calcular'). */
export function ProductFreightSubmit({
  asChild,
  className,
  children,
  ...rest
}: ProductFreightSubmitProps): ReactNode {
  const model = useProductFreightContext('Submit');
  return (
    <ProductFreightSubmitElement
      asChild={asChild}
      type="submit"
      data-variant="secondary"
      {...rest}
      className={cx('vt-product-freight__submit', className)}
    >
      {content(asChild, children, model.texts.calculate)}
    </ProductFreightSubmitElement>
  );
}

/** Props of `ProductFreight.Result`. */
export type ProductFreightResultProps = PartProps<'div'>;

const ProductFreightResultElement = part('div', 'ProductFreight.Result', 'vt-product-freight__result');

/**
 * The announced results (`aria-live="polite"`, `aria-busy` while quoting): 'Calculando frete…', then the options,
 * or 'Nenhuma opção de entrega para este CEP.'. Without children it renders `Options` and that message.
 */
export function ProductFreightResult({
  asChild,
  className,
  children,
  ...rest
}: ProductFreightResultProps): ReactNode {
  const model = useProductFreightContext('Result');
  return (
    <ProductFreightResultElement
      asChild={asChild}
      {...rest}
      {...model.getResultProps()}
      className={className}
    >
      {content(
        asChild,
        children,
        <>
          {model.calculating ? <Spinner size="sm" label={model.texts.calculating} /> : null}
          <ProductFreightOptions />
          {model.emptyMessage ? <p className="vt-product-freight__empty">{model.emptyMessage}</p> : null}
        </>,
      )}
    </ProductFreightResultElement>
  );
}

/** Props of `ProductFreight.Options`. */
export type ProductFreightOptionsProps = PartProps<'ul'>;

const ProductFreightOptionsElement = part('ul', 'ProductFreight.Options', 'vt-product-freight__options');

/** The quoted options ('Opções de frete'); nothing before a quote. Without children, an `Option` per option. */
export function ProductFreightOptions({ asChild, children, ...rest }: ProductFreightOptionsProps): ReactNode {
  const model = useProductFreightContext('Options');
  if (model.options.length === 0) return null;
  return (
    <ProductFreightOptionsElement asChild={asChild} aria-label={model.texts.optionsLabel} {...rest}>
      {content(
        asChild,
        children,
        model.options.map((option) => <ProductFreightOption key={option.id} option={option} />),
      )}
    </ProductFreightOptionsElement>
  );
}

/** Props of `ProductFreight.Option`. */
export type ProductFreightOptionProps = PartProps<'li'> & {
  /** The quoted option to show. */
  readonly option: ProductFreightQuoteOption;
};

const ProductFreightOptionElement = part('li', 'ProductFreight.Option', 'vt-product-freight__option');

/** One option: its name, delivery time and price ('Frete Grátis' for zero, then `data-free`). */
export function ProductFreightOption({
  option,
  asChild,
  className,
  children,
  ...rest
}: ProductFreightOptionProps): ReactNode {
  return (
    <ProductFreightOptionElement
      asChild={asChild}
      {...rest}
      className={className}
      data-free={option.free ? '' : undefined}
    >
      {content(
        asChild,
        children,
        <>
          {/* Spaces between the texts, so they are read apart; the flex layout does not render them. */}
          <span className="vt-product-freight__option-name">{option.name}</span>{' '}
          <span className="vt-product-freight__option-time">{option.deliveryTime}</span>{' '}
          <span className="vt-product-freight__option-price">{option.price}</span>
        </>,
      )}
    </ProductFreightOptionElement>
  );
}

/** Props of the ready-made `<ProductFreight />`: the Root's, and whether to show the CEP lookup link. */
export type ProductFreightProps = Omit<ProductFreightRootProps, 'children' | 'asChild'> & {
  /** Shows Correios' 'Não sei meu CEP' link (new tab); `true` by default. */
  readonly showLookupLink?: boolean | undefined;
};

/**
 * The product page's shipping calculator, for physical products only: 'Calcular frete e prazo', the CEP field (quoted as
 * soon as it is complete, or with 'Calcular'), then each option's name, delivery time and price.
 */
function ProductFreightDefault({ showLookupLink = true, ...props }: ProductFreightProps): ReactNode {
  return (
    <ProductFreightRoot {...props}>
      <ProductFreightTitle />
      <div className="vt-product-freight__row">
        <ProductFreightCep showLookupLink={showLookupLink} />
        <ProductFreightSubmit />
      </div>
      <ProductFreightResult />
    </ProductFreightRoot>
  );
}

/**
 * `<ProductFreight product={product} idSku={idSku} quantity={quantity} />`, or its parts
 * `ProductFreight.Root / .Title / .Cep / .Submit / .Result / .Options / .Option` for a layout of your own.
 */
export const ProductFreight = Object.assign(ProductFreightDefault, {
  Root: ProductFreightRoot,
  Title: ProductFreightTitle,
  Cep: ProductFreightCep,
  Submit: ProductFreightSubmit,
  Result: ProductFreightResult,
  Options: ProductFreightOptions,
  Option: ProductFreightOption,
});
