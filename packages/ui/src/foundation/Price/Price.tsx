import { Slot } from 'radix-ui';
import { createContext, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { dataFlag } from '../../internal/dataAttributes';
import { type PartProps, usePartsContext } from '../../internal/partsContext';
import { part } from '../internal/createPart';
import { slotContent } from '../internal/slotContent';
import { type PriceModel, type UsePriceOptions, usePrice } from './usePrice';

const PriceContext = createContext<PriceModel | null>(null);

function usePriceContext(part: string): PriceModel {
  return usePartsContext(PriceContext, 'Price', part);
}

/** Props of `Price.Root`: what to price (see `UsePriceOptions`) plus the element's own props. */
export type PriceRootProps = PartProps<'div'> & UsePriceOptions;

const PriceRootElement = part('div', 'Price.Root', 'vt-price');

/** The price block: computes what shows and marks `data-promotion`, `data-on-request` and `data-from`. */
export function PriceRoot(props: PriceRootProps): ReactNode {
  const {
    product,
    price,
    pricePromotion,
    idTypeProduct,
    installmentMax,
    from,
    showDiscount,
    showInstallments,
    fromLabel,
    originalLabel,
    currentLabel,
    installments,
    asChild,
    className,
    ...rest
  } = props;
  const model = usePrice({
    product,
    price,
    pricePromotion,
    idTypeProduct,
    installmentMax,
    from,
    showDiscount,
    showInstallments,
    fromLabel,
    originalLabel,
    currentLabel,
    installments,
  });
  return (
    <PriceContext.Provider value={model}>
      <PriceRootElement
        asChild={asChild}
        {...rest}
        className={className}
        data-promotion={dataFlag(model.promotion)}
        data-on-request={dataFlag(model.onRequest)}
        data-from={dataFlag(model.from)}
      />
    </PriceContext.Provider>
  );
}

/** Props of `Price.Original`. */
export type PriceOriginalProps = PartProps<'del'>;

const PriceOriginalElement = part('del', 'Price.Original', 'vt-price__original');

/** The list price struck through, read as "De R$ …"; renders nothing without a promotion. */
export function PriceOriginal({ asChild, className, children, ...rest }: PriceOriginalProps): ReactNode {
  const model = usePriceContext('Original');
  if (model.originalText === undefined) return null;
  return (
    <PriceOriginalElement asChild={asChild} {...rest} className={className}>
      {slotContent(
        asChild,
        children,
        <>
          <span className="vt-visually-hidden">{model.messages.originalLabel} </span>
          {model.originalText}
        </>,
      )}
    </PriceOriginalElement>
  );
}

/** Props of `Price.Current`. */
export type PriceCurrentProps = PartProps<'span'>;

/**
 * The price paid ('A partir de:' before it when `from`), 'Sob Consulta' on request. In a promotion it is an
 * `<ins>` read as "Por R$ …".
 */
export function PriceCurrent({ asChild, className, children, ...rest }: PriceCurrentProps): ReactNode {
  const model = usePriceContext('Current');
  // An <ins> takes the same props as a <span>; only the ref's element type differs, which the cast accepts.
  const Comp = asChild ? Slot.Root : ((model.promotion ? 'ins' : 'span') as 'span');
  const label = model.from ? (
    <span className="vt-price__from">{model.messages.fromLabel} </span>
  ) : model.promotion ? (
    <span className="vt-visually-hidden">{model.messages.currentLabel} </span>
  ) : null;
  return (
    <Comp {...rest} className={cx('vt-price__current', className)}>
      {slotContent(
        asChild,
        children,
        <>
          {label}
          {model.currentText}
        </>,
      )}
    </Comp>
  );
}

/** Props of `Price.Discount`. */
export type PriceDiscountProps = PartProps<'span'>;

const PriceDiscountElement = part('span', 'Price.Discount', 'vt-price__discount');

/** The 'N% OFF' flag; renders nothing unless the rounded discount is above 0. */
export function PriceDiscount({ asChild, children, ...rest }: PriceDiscountProps): ReactNode {
  const model = usePriceContext('Discount');
  if (model.discountText === undefined) return null;
  return (
    <PriceDiscountElement asChild={asChild} {...rest}>
      {slotContent(asChild, children, model.discountText)}
    </PriceDiscountElement>
  );
}

/** Props of `Price.Installments`. */
export type PriceInstallmentsProps = PartProps<'span'>;

const PriceInstallmentsElement = part('span', 'Price.Installments', 'vt-price__installments');

/** 'ou Nx de R$ … sem juros'; renders nothing unless `maxNumber` > 1 and `showInstallments` is on. */
export function PriceInstallments({ asChild, children, ...rest }: PriceInstallmentsProps): ReactNode {
  const model = usePriceContext('Installments');
  if (model.installmentsText === undefined) return null;
  return (
    <PriceInstallmentsElement asChild={asChild} {...rest}>
      {slotContent(asChild, children, model.installmentsText)}
    </PriceInstallmentsElement>
  );
}

/** Props of the ready-made `<Price />`: those of `Price.Root` (its children are ignored). */
export type PriceProps = Omit<PriceRootProps, 'children' | 'asChild'>;

function PriceDefault(props: PriceProps): ReactNode {
  return (
    <PriceRoot {...props}>
      <PriceOriginal />
      <PriceCurrent />
      <PriceDiscount />
      <PriceInstallments />
    </PriceRoot>
  );
}

/**
 * A BRL price: `<Price product={sku} showInstallments={company.showInstallmentAtListsAndDetail} />`, or the parts
 * `Price.Root / .Original / .Current / .Discount / .Installments` to arrange them yourself.
 */
export const Price = Object.assign(PriceDefault, {
  Root: PriceRoot,
  Original: PriceOriginal,
  Current: PriceCurrent,
  Discount: PriceDiscount,
  Installments: PriceInstallments,
});
