import { isValidElement, type ReactNode } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { Skeleton } from '../foundation/Skeleton/Skeleton';
import { Spinner } from '../foundation/Spinner/Spinner';
import type { PartProps } from '../internal/partsContext';
import type { InstallmentLine, PaymentMethodLine } from './installmentsView';
import { ProductInstallmentsContext, useProductInstallmentsContext } from './productInstallmentsContext';
import {
  type ProductInstallmentsSource,
  type UseProductInstallmentsOptions,
  useProductInstallments,
} from './useProductInstallments';

/**
 * A part's content. Without `asChild`, your `children` win over the computed `fallback`. With `asChild`, your
 * element (the single child) is rendered with its own children, or with the fallback inside when it has none.
 */
function content(asChild: boolean | undefined, children: ReactNode, fallback: ReactNode): ReactNode {
  if (!asChild) return children ?? fallback;
  const own = isValidElement<{ children?: ReactNode }>(children) ? children.props.children : undefined;
  return slotContent(true, children, own === undefined || own === null ? fallback : null);
}

/** Props of `ProductInstallments.Root`: the product, the widget's options and texts, the element's props. */
export type ProductInstallmentsRootProps = PartProps<'div'> &
  UseProductInstallmentsOptions & {
    /** The product (a list or detail product) whose price is split. */
    readonly product: ProductInstallmentsSource;
  };

const ProductInstallmentsRootElement = part('div', 'ProductInstallments.Root', 'vt-product-installments');

/**
 * The widget's box, giving its parts the model of `useProductInstallments`. Marks `data-state="open|closed"`,
 * `data-status` and `data-loading`. Renders nothing for a price-on-request product (type 3).
 */
export function ProductInstallmentsRoot({
  product,
  idSku,
  quantity,
  price,
  showFirst,
  open,
  defaultOpen,
  onOpenChange,
  brand,
  showInstallments,
  noInstallments,
  trigger,
  loading,
  upToSixLabel,
  aboveSixLabel,
  methodsLabel,
  banksLabel,
  installment,
  sessionError,
  asChild,
  className,
  ...rest
}: ProductInstallmentsRootProps): ReactNode {
  const model = useProductInstallments(product, {
    idSku,
    quantity,
    price,
    showFirst,
    open,
    defaultOpen,
    onOpenChange,
    brand,
    showInstallments,
    noInstallments,
    trigger,
    loading,
    upToSixLabel,
    aboveSixLabel,
    methodsLabel,
    banksLabel,
    installment,
    sessionError,
  });
  if (model.hidden) return null;
  return (
    <ProductInstallmentsContext.Provider value={model}>
      <ProductInstallmentsRootElement
        asChild={asChild}
        {...rest}
        {...model.getRootProps()}
        className={className}
      />
    </ProductInstallmentsContext.Provider>
  );
}

/** Props of `ProductInstallments.Trigger`. */
export type ProductInstallmentsTriggerProps = Omit<PartProps<'button'>, 'type'>;

const ProductInstallmentsTriggerElement = part(
  'button',
  'ProductInstallments.Trigger',
  'vt-product-installments__trigger',
);

/**
 * The disclosure button ('Formas de pagamento', `aria-expanded`, `aria-controls`): the first opening loads the
 * installments. Your `onClick` runs first; `preventDefault()` keeps it closed.
 */
export function ProductInstallmentsTrigger({
  asChild,
  className,
  children,
  onClick,
  ...rest
}: ProductInstallmentsTriggerProps): ReactNode {
  const model = useProductInstallmentsContext('Trigger');
  return (
    <ProductInstallmentsTriggerElement
      asChild={asChild}
      {...rest}
      {...model.getTriggerProps({ onClick })}
      className={className}
    >
      {content(
        asChild,
        children,
        <>
          {model.texts.trigger}
          <svg
            className="vt-product-installments__chevron"
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
          >
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </>,
      )}
    </ProductInstallmentsTriggerElement>
  );
}

/** Props of `ProductInstallments.Content`. */
export type ProductInstallmentsContentProps = PartProps<'div'>;

const ProductInstallmentsContentElement = part(
  'div',
  'ProductInstallments.Content',
  'vt-product-installments__content',
);

/** What the trigger shows and hides (`hidden` when closed, `aria-busy` while loading). */
export function ProductInstallmentsContent({
  asChild,
  className,
  ...rest
}: ProductInstallmentsContentProps): ReactNode {
  const model = useProductInstallmentsContext('Content');
  return (
    <ProductInstallmentsContentElement
      asChild={asChild}
      {...rest}
      {...model.getContentProps()}
      className={className}
    />
  );
}

/** Props of `ProductInstallments.Message`. */
export type ProductInstallmentsMessageProps = PartProps<'p'>;

const ProductInstallmentsMessageElement = part(
  'p',
  'ProductInstallments.Message',
  'vt-product-installments__message',
);

/**
 * The live region (`role="status"`, always rendered so changes are announced): 'Nenhum parcelamento disponível
 * para o produto' or the card provider's session error; empty otherwise. `data-kind="error|info"`.
 */
export function ProductInstallmentsMessage({
  asChild,
  className,
  children,
  ...rest
}: ProductInstallmentsMessageProps): ReactNode {
  const model = useProductInstallmentsContext('Message');
  return (
    <ProductInstallmentsMessageElement
      asChild={asChild}
      {...rest}
      {...model.getMessageProps()}
      className={className}
    >
      {content(asChild, children, model.message)}
    </ProductInstallmentsMessageElement>
  );
}

/** Props of `ProductInstallments.Loading`. */
export type ProductInstallmentsLoadingProps = PartProps<'div'> & {
  /** How many placeholder lines hold the place (default 6). */
  readonly lines?: number | undefined;
};

const ProductInstallmentsLoadingElement = part(
  'div',
  'ProductInstallments.Loading',
  'vt-product-installments__loading',
);

/** While loading: placeholder lines and a spinner announcing 'Carregando formas de pagamento…'; nothing otherwise. */
export function ProductInstallmentsLoading({
  lines = 6,
  asChild,
  className,
  children,
  ...rest
}: ProductInstallmentsLoadingProps): ReactNode {
  const model = useProductInstallmentsContext('Loading');
  if (model.status !== 'loading') return null;
  return (
    <ProductInstallmentsLoadingElement asChild={asChild} {...rest} className={className}>
      {content(
        asChild,
        children,
        <>
          <Spinner size="sm" label={model.texts.loading} />
          {Array.from({ length: lines }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
            <Skeleton key={index} shape="text" width="14em" className="vt-product-installments__skeleton" />
          ))}
        </>,
      )}
    </ProductInstallmentsLoadingElement>
  );
}

/** Props of `ProductInstallments.Card`. */
export type ProductInstallmentsCardProps = PartProps<'div'>;

const ProductInstallmentsCardElement = part(
  'div',
  'ProductInstallments.Card',
  'vt-product-installments__card',
);

/**
 * The credit card group (named by `CardTitle`) holding the two lists; nothing until the installments are there,
 * nor when they do not show (installmentMax not above 1 or the company setting off).
 */
export function ProductInstallmentsCard({
  asChild,
  children,
  ...rest
}: ProductInstallmentsCardProps): ReactNode {
  const model = useProductInstallmentsContext('Card');
  if (model.status !== 'ready' || model.upToSix.length + model.aboveSix.length === 0) return null;
  return (
    <ProductInstallmentsCardElement
      asChild={asChild}
      role="group"
      aria-labelledby={model.cardTitleId}
      {...rest}
      data-source={model.source}
    >
      {content(
        asChild,
        children,
        <>
          <ProductInstallmentsCardTitle />
          <ProductInstallmentsList range="upToSix" />
          <ProductInstallmentsList range="aboveSix" />
        </>,
      )}
    </ProductInstallmentsCardElement>
  );
}

/** Props of `ProductInstallments.CardTitle`. */
export type ProductInstallmentsCardTitleProps = PartProps<'p'>;

const ProductInstallmentsCardTitleElement = part(
  'p',
  'ProductInstallments.CardTitle',
  'vt-product-installments__card-title',
);

/** The card group's title ('Cartão de Crédito'); a `p`, or your heading with `asChild`. */
export function ProductInstallmentsCardTitle({
  asChild,
  children,
  ...rest
}: ProductInstallmentsCardTitleProps): ReactNode {
  const model = useProductInstallmentsContext('CardTitle');
  return (
    <ProductInstallmentsCardTitleElement asChild={asChild} {...rest} id={model.cardTitleId}>
      {content(asChild, children, model.cardTitle)}
    </ProductInstallmentsCardTitleElement>
  );
}

/** Props of `ProductInstallments.List`. */
export type ProductInstallmentsListProps = PartProps<'ul'> & {
  /** Which list: 1x to 6x ('upToSix') or 7x and above ('aboveSix'). */
  readonly range: 'upToSix' | 'aboveSix';
};

const ProductInstallmentsListElement = part(
  'ul',
  'ProductInstallments.List',
  'vt-product-installments__list',
);

/**
 * One vertical list of card installments, named 'Parcelas em até 6x' or 'Parcelas acima de 6x'; `data-range`.
 * Nothing when it has no line. Without children it renders an `Item` per line.
 */
export function ProductInstallmentsList({
  range,
  asChild,
  children,
  ...rest
}: ProductInstallmentsListProps): ReactNode {
  const model = useProductInstallmentsContext('List');
  const lines = range === 'upToSix' ? model.upToSix : model.aboveSix;
  if (lines.length === 0) return null;
  return (
    <ProductInstallmentsListElement
      asChild={asChild}
      aria-label={range === 'upToSix' ? model.texts.upToSixLabel : model.texts.aboveSixLabel}
      {...rest}
      data-range={range}
    >
      {content(
        asChild,
        children,
        lines.map((line) => <ProductInstallmentsItem key={line.quantity} line={line} />),
      )}
    </ProductInstallmentsListElement>
  );
}

/** Props of `ProductInstallments.Item`. */
export type ProductInstallmentsItemProps = PartProps<'li'> & {
  /** The installment ('2x de R$ 50,00 sem juros'). */
  readonly line: InstallmentLine;
};

const ProductInstallmentsItemElement = part(
  'li',
  'ProductInstallments.Item',
  'vt-product-installments__item',
);

/** One installment; `data-interest-free` when it has no interest. */
export function ProductInstallmentsItem({
  line,
  asChild,
  children,
  ...rest
}: ProductInstallmentsItemProps): ReactNode {
  return (
    <ProductInstallmentsItemElement
      asChild={asChild}
      {...rest}
      data-interest-free={line.interestFree ? '' : undefined}
    >
      {content(asChild, children, line.text)}
    </ProductInstallmentsItemElement>
  );
}

/** Props of `ProductInstallments.Methods`. */
export type ProductInstallmentsMethodsProps = PartProps<'ul'>;

const ProductInstallmentsMethodsElement = part(
  'ul',
  'ProductInstallments.Methods',
  'vt-product-installments__methods',
);

/**
 * The other payment methods under the card lists ('Outras formas de pagamento'): boleto, PIX and the online debit
 * with its banks. Nothing until loaded. Without children it renders a `Method` per method.
 */
export function ProductInstallmentsMethods({
  asChild,
  children,
  ...rest
}: ProductInstallmentsMethodsProps): ReactNode {
  const model = useProductInstallmentsContext('Methods');
  if (model.methods.length === 0) return null;
  return (
    <ProductInstallmentsMethodsElement asChild={asChild} aria-label={model.texts.methodsLabel} {...rest}>
      {content(
        asChild,
        children,
        model.methods.map((method) => <ProductInstallmentsMethod key={method.kind} method={method} />),
      )}
    </ProductInstallmentsMethodsElement>
  );
}

/** Props of `ProductInstallments.Method`. */
export type ProductInstallmentsMethodProps = PartProps<'li'> & {
  /** The payment method to show. */
  readonly method: PaymentMethodLine;
};

const ProductInstallmentsMethodElement = part(
  'li',
  'ProductInstallments.Method',
  'vt-product-installments__method',
);

/** One payment method: its name, its price and, for the online debit, the list of banks ('Bancos'); `data-kind`. */
export function ProductInstallmentsMethod({
  method,
  asChild,
  className,
  children,
  ...rest
}: ProductInstallmentsMethodProps): ReactNode {
  const model = useProductInstallmentsContext('Method');
  return (
    <ProductInstallmentsMethodElement
      asChild={asChild}
      {...rest}
      className={className}
      data-kind={method.kind}
    >
      {content(
        asChild,
        children,
        <>
          <span className="vt-product-installments__method-name">{method.name}</span>{' '}
          {method.priceText ? (
            <span className="vt-product-installments__method-price">{method.priceText}</span>
          ) : null}
          {method.banks.length > 0 ? (
            <ul className="vt-product-installments__banks" aria-label={model.texts.banksLabel}>
              {method.banks.map((bank) => (
                <li key={bank.idPaymentBrand} className="vt-product-installments__bank">
                  {bank.name}
                </li>
              ))}
            </ul>
          ) : null}
        </>,
      )}
    </ProductInstallmentsMethodElement>
  );
}

/** Props of the ready-made `<ProductInstallments />`: the Root's (product, SKU, quantity, options, texts). */
export type ProductInstallmentsProps = Omit<ProductInstallmentsRootProps, 'children' | 'asChild'>;

/**
 * The product page's installments and payment methods: a 'Formas de pagamento' button whose first click loads
 * the card installments of the chosen SKU's price times the quantity (at once with show-first), shown in two
 * vertical lists (up to 6x, above 6x), with boleto, PIX and the online debit banks below, reloading when the
 * quantity or the SKU's price changes.
 */
function ProductInstallmentsDefault(props: ProductInstallmentsProps): ReactNode {
  return (
    <ProductInstallmentsRoot {...props}>
      <ProductInstallmentsTrigger />
      <ProductInstallmentsContent>
        <ProductInstallmentsMessage />
        <ProductInstallmentsLoading />
        <ProductInstallmentsCard />
        <ProductInstallmentsMethods />
      </ProductInstallmentsContent>
    </ProductInstallmentsRoot>
  );
}

/**
 * `<ProductInstallments product={product} idSku={idSku} quantity={quantity} />`, or its parts
 * `ProductInstallments.Root / .Trigger / .Content / .Message / .Loading / .Card / .CardTitle / .List / .Item /
 * .Methods / .Method` for a layout of your own.
 */
export const ProductInstallments = Object.assign(ProductInstallmentsDefault, {
  Root: ProductInstallmentsRoot,
  Trigger: ProductInstallmentsTrigger,
  Content: ProductInstallmentsContent,
  Message: ProductInstallmentsMessage,
  Loading: ProductInstallmentsLoading,
  Card: ProductInstallmentsCard,
  CardTitle: ProductInstallmentsCardTitle,
  List: ProductInstallmentsList,
  Item: ProductInstallmentsItem,
  Methods: ProductInstallmentsMethods,
  Method: ProductInstallmentsMethod,
});
