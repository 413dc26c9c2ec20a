import {
  discountFlagText,
  discountPercent,
  effectivePrice,
  type FlagLike,
  formatPrice,
  type IdLike,
  type InstallmentMaxLike,
  isPriceOnRequest,
  type PricedLike,
  shouldShowDiscount,
  shouldShowInstallments,
} from '@vitrine/core';
import { useStorefront } from '@vitrine/hooks';
import { useUiMessages } from '../../messages/useUiMessages';
import { type PriceMessages, priceMessages } from './priceMessages';

/** What `Price` reads from a product, a SKU or a cart line. */
export interface PriceSource extends PricedLike {
  /** 3 means price on request ('Sob Consulta'); `undefined` for a regular product. */
  idTypeProduct?: IdLike | null | undefined;
  /** The largest installment plan; `undefined` or `maxNumber` ≤ 1 shows no installments line. */
  installmentMax?: InstallmentMaxLike | null | undefined;
}

/** The options of `usePrice` (the props of `Price` and `Price.Root` that decide what shows). */
export interface UsePriceOptions extends Partial<PriceMessages> {
  /** The product, SKU or cart line to price; explicit props below win over its fields. */
  product?: PriceSource | undefined;
  /** The list price, in BRL; defaults to `product.price` (0 when both are `undefined`). */
  price?: number | undefined;
  /** The promotion price; 0, `null` or not below `price` means no promotion. Defaults to `product.pricePromotion`. */
  pricePromotion?: number | null | undefined;
  /** Overrides `product.idTypeProduct`. */
  idTypeProduct?: IdLike | null | undefined;
  /** Overrides `product.installmentMax`. */
  installmentMax?: InstallmentMaxLike | null | undefined;
  /** Shows 'A partir de:' before the price (products whose SKUs differ in price). */
  from?: boolean | undefined;
  /** Whether the 'N% OFF' flag may show; `true` by default (it still needs a real discount). */
  showDiscount?: boolean | undefined;
  /**
   * The company setting `showInstallmentAtListsAndDetail` (or `true` where the spec does not gate on it);
   * `undefined` hides the installments line.
   */
  showInstallments?: FlagLike;
}

/** The texts and flags the parts of `Price` render. */
export interface PriceModel {
  readonly onRequest: boolean;
  readonly promotion: boolean;
  readonly from: boolean;
  /** The struck-through list price; `undefined` without a promotion or on request. */
  readonly originalText: string | undefined;
  /** The price paid, or 'Sob Consulta'. */
  readonly currentText: string;
  /** 'N% OFF'; `undefined` when the flag does not show. */
  readonly discountText: string | undefined;
  /** 'ou Nx de R$ … sem juros'; `undefined` when installments do not show. */
  readonly installmentsText: string | undefined;
  readonly messages: PriceMessages;
}

/** The behaviour of `Price`: what a price block shows for a product, a SKU or explicit values. */
export function usePrice(options: UsePriceOptions): PriceModel {
  const rules = useStorefront().messages.rules;
  const messages = useUiMessages('price', priceMessages, {
    fromLabel: options.fromLabel,
    originalLabel: options.originalLabel,
    currentLabel: options.currentLabel,
    installments: options.installments,
  });
  const { product } = options;
  const price = options.price ?? product?.price ?? 0;
  const pricePromotion =
    options.pricePromotion !== undefined ? options.pricePromotion : product?.pricePromotion;
  const idTypeProduct = options.idTypeProduct !== undefined ? options.idTypeProduct : product?.idTypeProduct;
  const installmentMax =
    options.installmentMax !== undefined ? options.installmentMax : product?.installmentMax;
  const from = options.from === true;

  if (isPriceOnRequest({ idTypeProduct })) {
    return {
      onRequest: true,
      promotion: false,
      from: false,
      originalText: undefined,
      currentText: rules.priceOnRequest,
      discountText: undefined,
      installmentsText: undefined,
      messages,
    };
  }

  const paid = effectivePrice({ price, pricePromotion });
  const promotion = paid !== price;
  const discountText =
    options.showDiscount !== false && shouldShowDiscount(price, pricePromotion)
      ? discountFlagText(discountPercent(price, paid), rules)
      : undefined;
  let installmentsText: string | undefined;
  if (installmentMax && shouldShowInstallments(installmentMax, options.showInstallments ?? false)) {
    const count = installmentMax.maxNumber as number;
    const value =
      typeof installmentMax.value === 'number' && installmentMax.value > 0
        ? installmentMax.value
        : paid / count;
    installmentsText = messages.installments(count, formatPrice(value));
  }
  return {
    onRequest: false,
    promotion,
    from,
    originalText: promotion ? formatPrice(price) : undefined,
    currentText: formatPrice(paid),
    discountText,
    installmentsText,
    messages,
  };
}
