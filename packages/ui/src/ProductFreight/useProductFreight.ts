import {
  allowsFreightQuote,
  deliveryTimeText,
  type FreightOption,
  freightPriceText,
  isValidCep,
  maskCep,
  normalizeQuantity,
  type Product,
} from '@vitrine/core';
import { useProductFreights, useStorefront } from '@vitrine/hooks';
import { type FormHTMLAttributes, useId, useState } from 'react';
import { useControllableState } from '../foundation/internal/useControllableState';
import { dataFlag } from '../internal/dataAttributes';
import { useUiMessages } from '../messages/useUiMessages';
import { type ProductFreightMessages, productFreightMessages } from './productFreightMessages';

type FormSubmitHandler = NonNullable<FormHTMLAttributes<HTMLFormElement>['onSubmit']>;

/** What `useProductFreight` reads of a product (a list or detail product). */
export type ProductFreightSource = Pick<Product, 'idProduct' | 'idSku' | 'idTypeProduct'>;

/** Options of `useProductFreight` (the props of `ProductFreight.Root`). */
export interface UseProductFreightOptions extends Partial<ProductFreightMessages> {
  /** The chosen SKU; the product's `idSku` (or none) when `undefined`. */
  readonly idSku?: number | null | undefined;
  /** The quantity to ship (1 when `undefined`); a new quantity quotes the CEP again. */
  readonly quantity?: number | undefined;
  /** The controlled CEP (masked 00000-000); `undefined` leaves it to the widget. */
  readonly cep?: string | undefined;
  /** The first CEP when uncontrolled (e.g. the one the shopper used before); '' when `undefined`. */
  readonly defaultCep?: string | undefined;
  /** Hears every masked CEP typed. */
  readonly onCepChange?: ((cep: string) => void) | undefined;
  /** Replaces 'Por favor, insira um cep.' (the provider's `messages.forms.cep.required`). */
  readonly cepRequired?: string | undefined;
}

/** One quoted option with the texts the calculator shows. */
export interface ProductFreightQuoteOption {
  /** The shipping mode's id. */
  readonly id: number;
  /** The shipping mode's name ('SEDEX'). */
  readonly name: string;
  /** '5 dias úteis', '(Envio Imediato)', '2 dias (*)'. */
  readonly deliveryTime: string;
  /** The price in BRL, or 'Frete Grátis'. */
  readonly price: string;
  /** Whether it costs nothing. */
  readonly free: boolean;
  /** The option as quoted. */
  readonly option: FreightOption;
}

/** What `useProductFreight` returns: the calculator's state, its commands and a prop bag per part. */
export interface ProductFreightModel {
  /** Only physical products (type 1) have a freight quote: render nothing when `false`. */
  readonly enabled: boolean;
  /** The CEP as typed, masked 00000-000 (kept when a quote fails). */
  readonly cep: string;
  /** The quoted options, in the store's order (empty before a quote, while quoting and after a failure). */
  readonly options: readonly ProductFreightQuoteOption[];
  /** 'Por favor, insira um cep.' or the server's text of a failed quote; `undefined` otherwise. */
  readonly message: string | undefined;
  /** 'Nenhuma opção de entrega para este CEP.' when the store quoted none; `undefined` otherwise. */
  readonly emptyMessage: string | undefined;
  /** A quote is running. */
  readonly calculating: boolean;
  readonly texts: ProductFreightMessages;
  setCep(value: string): void;
  /** Quotes the typed CEP ('Por favor, insira um cep.' when it is not a valid one; asks again after a failure). */
  calculate(): void;
  getFormProps(theirs?: { readonly onSubmit?: FormSubmitHandler | undefined }): {
    readonly 'aria-labelledby': string;
    readonly noValidate: true;
    readonly onSubmit: FormSubmitHandler;
    readonly 'data-busy': '' | undefined;
    readonly 'data-error': '' | undefined;
    readonly 'data-quoted': '' | undefined;
  };
  getTitleProps(): { readonly id: string };
  /** `CepInput`'s value, change and completion handlers and error: a complete, valid CEP is quoted at once. */
  getCepInputProps(): {
    readonly value: string;
    readonly onValueChange: (value: string) => void;
    readonly onComplete: (value: string) => void;
    readonly error: string | undefined;
    readonly required: true;
  };
  /** The results' props: a polite live region, busy while quoting. */
  getResultProps(): { readonly 'aria-live': 'polite'; readonly 'aria-busy': true | undefined };
}

/**
 * The behaviour of `ProductFreight`: the CEP (masked, quoted as soon as it is complete and valid, or on submit;
 * 'Por favor, insira um cep.' for an empty or invalid one), the quote of the product, its SKU and the quantity
 * (`cart.productFreights`), each option's name, delivery time and price texts, the server's text of a failed quote,
 * and prop getters for the form, the title, the CEP field and the results.
 * @example
 * declare const product: Product;
 * const freight = useProductFreight(product, { quantity: 2 });
 * <form {...freight.getFormProps()}><CepInput {...freight.getCepInputProps()} /></form>
 */
export function useProductFreight(
  product: ProductFreightSource,
  options: UseProductFreightOptions = {},
): ProductFreightModel {
  const { idSku, quantity, cep: cepOption, defaultCep, onCepChange, cepRequired, ...textProps } = options;
  const { messages } = useStorefront();
  const texts = useUiMessages('productFreight', productFreightMessages, textProps);
  const required = cepRequired ?? messages.forms.cep.required;
  const titleId = useId();
  const [cep, setCepValue] = useControllableState(cepOption, maskCep(defaultCep ?? ''), onCepChange);
  const [quotedCep, setQuotedCep] = useState<string | undefined>(undefined);
  const [refused, setRefused] = useState(false);

  const enabled = allowsFreightQuote(product);
  const quote = useProductFreights(
    enabled && quotedCep
      ? {
          cep: quotedCep,
          idProduct: product.idProduct,
          idSku: idSku !== undefined ? idSku : (product.idSku ?? null),
          quantity: normalizeQuantity(quantity ?? 1).value,
        }
      : null,
  );

  const setCep = (value: string) => {
    setRefused(false);
    setCepValue(maskCep(value));
  };
  const quoteCep = (value: string) => {
    setRefused(false);
    // The same CEP after a failure asks again; after a success its answer is still good.
    if (value === quotedCep) {
      if (quote.error) void quote.mutate();
      return;
    }
    setQuotedCep(value);
  };
  const calculate = () => {
    if (isValidCep(cep)) quoteCep(cep);
    else setRefused(true);
  };

  const rules = messages.rules;
  const failed = quote.error !== undefined;
  const calculating = quote.isLoading;
  const quoted = !failed && !calculating ? (quote.data ?? []) : [];
  const list = quoted.map(
    (option): ProductFreightQuoteOption => ({
      id: option.shippingMode.idShippingMode,
      name: option.shippingMode.name,
      deliveryTime: deliveryTimeText(option, rules),
      price: freightPriceText(option.valueShipping, rules),
      free: !(option.valueShipping > 0),
      option,
    }),
  );
  // A failure belongs to the CEP that was quoted: editing the field clears it until the next quote.
  const message = refused
    ? required
    : failed && cep === quotedCep
      ? quote.error?.message || required
      : undefined;
  const emptyMessage =
    !failed && !calculating && quote.data !== undefined && quote.data.length === 0
      ? texts.noOptions
      : undefined;

  return {
    enabled,
    cep,
    options: list,
    message,
    emptyMessage,
    calculating,
    texts,
    setCep,
    calculate,
    getFormProps: (theirs) => ({
      'aria-labelledby': titleId,
      noValidate: true,
      onSubmit: (event) => {
        theirs?.onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        calculate();
      },
      'data-busy': dataFlag(calculating),
      'data-error': dataFlag(message !== undefined),
      'data-quoted': dataFlag(list.length > 0),
    }),
    getTitleProps: () => ({ id: titleId }),
    getCepInputProps: () => ({
      value: cep,
      onValueChange: setCep,
      onComplete: (value) => {
        if (isValidCep(value)) quoteCep(value);
      },
      error: message,
      required: true,
    }),
    getResultProps: () => ({ 'aria-live': 'polite', 'aria-busy': calculating || undefined }),
  };
}
