import { deliveryTimeText, type FreightOption, freightPriceText } from '@vitrine/core';
import type { FormHTMLAttributes } from 'react';
import { useId, useMemo } from 'react';
import { useStorefront } from '../../provider/useStorefront';
import { useCart } from '../useCart';

type FormSubmitHandler = NonNullable<FormHTMLAttributes<HTMLFormElement>['onSubmit']>;

/** One quoted freight option, with the texts a calculator shows. */
export interface FreightCalculatorOption {
  /** The shipping mode's id (what `selectFreight` takes). */
  readonly id: number;
  /** The shipping mode's name ('SEDEX'). */
  readonly name: string;
  /** The delivery time ('Até 5 dias úteis'). */
  readonly deliveryTime: string;
  /** The price in BRL, or 'Frete Grátis' for zero. */
  readonly price: string;
  /** The option as quoted. */
  readonly option: FreightOption;
}

/** What `useFreightCalculator` returns: the calculator's state, its commands and a prop bag per part. */
export interface FreightCalculatorFlow {
  /** The postal code as typed, masked `00000-000`. */
  readonly cep: string;
  /** The quoted options (empty before a quote, while quoting, or after a failed one). */
  readonly options: readonly FreightCalculatorOption[];
  /** The chosen option; `undefined` when none. */
  readonly selected: FreightCalculatorOption | undefined;
  /** 'Por favor, insira um cep.' or the server's text of a failed quote or choice; `undefined` otherwise. */
  readonly message: string | undefined;
  /** The free-freight tip; `undefined` when the store gave none. */
  readonly tip: string | undefined;
  /** A quote is running. */
  readonly calculating: boolean;
  /** The cart has no line: a calculator has nothing to quote (hide it). */
  readonly isEmpty: boolean;
  setCep(value: string): void;
  calculate(): void;
  select(idShippingMode: number): void;
  /** The form's props: named by the title, no browser validation, submitting quotes the CEP. */
  getFormProps(theirs?: { readonly onSubmit?: FormSubmitHandler | undefined }): {
    readonly 'aria-labelledby': string;
    readonly noValidate: true;
    readonly onSubmit: FormSubmitHandler;
  };
  /** The title's props (its id names the form). */
  getTitleProps(): { readonly id: string };
  /** A CEP field's options (`CepInput`'s): the value, the change handler (quotes at 9 characters), the error. */
  getCepInputProps(): {
    readonly value: string;
    readonly onValueChange: (value: string) => void;
    readonly error: string | undefined;
  };
  /** The results' props: a polite live region, so options and the tip are announced. */
  getResultProps(): { readonly 'aria-live': 'polite' };
  /** An option's radio props: one group per calculator, checked when chosen, choosing stores it. */
  getOptionProps(option: FreightCalculatorOption): {
    readonly type: 'radio';
    readonly name: string;
    readonly value: number;
    readonly checked: boolean;
    readonly onChange: () => void;
  };
}

/**
 * The cart's freight calculator over `useCart`: the CEP (quoted at 9 characters, 'Por favor, insira um cep.'
 * on an empty submit), the quoted options with their delivery time and price texts, the chosen one, the
 * free-freight tip, and prop getters for the form, the field and each option's radio.
 * @example
 * declare function CepInput(props: ReturnType<FreightCalculatorFlow['getCepInputProps']>): ReactNode;
 * const freight = useFreightCalculator();
 * <form {...freight.getFormProps()}><CepInput {...freight.getCepInputProps()} />
 *   {freight.options.map((o) => <label key={o.id}><input {...freight.getOptionProps(o)} />{o.name} {o.price}</label>)}</form>
 */
export function useFreightCalculator(): FreightCalculatorFlow {
  const { messages } = useStorefront();
  const { freight, isEmpty, setCep, calculateFreight, selectFreight } = useCart((view) => ({
    freight: view.freight,
    isEmpty: view.lines.length === 0,
  }));
  const titleId = useId();
  const rules = messages.rules;
  return useMemo(() => {
    const describe = (option: FreightOption): FreightCalculatorOption => ({
      id: option.shippingMode.idShippingMode,
      name: option.shippingMode.name,
      deliveryTime: deliveryTimeText(option, rules),
      price: freightPriceText(option.valueShipping, rules),
      option,
    });
    const options = freight.isCalculating ? [] : freight.options.map(describe);
    const selected = freight.selected ? describe(freight.selected) : undefined;
    return {
      cep: freight.cep,
      options,
      selected,
      message: freight.cepError ?? freight.error,
      tip: freight.tip,
      calculating: freight.isCalculating,
      isEmpty,
      setCep,
      calculate: calculateFreight,
      select: selectFreight,
      getFormProps: (theirs) => ({
        'aria-labelledby': titleId,
        noValidate: true,
        onSubmit: (event) => {
          theirs?.onSubmit?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          calculateFreight();
        },
      }),
      getTitleProps: () => ({ id: titleId }),
      getCepInputProps: () => ({
        value: freight.cep,
        onValueChange: setCep,
        error: freight.cepError ?? freight.error,
      }),
      getResultProps: () => ({ 'aria-live': 'polite' }),
      getOptionProps: (option) => ({
        type: 'radio',
        name: `${titleId}-freight`,
        value: option.id,
        checked: selected?.id === option.id,
        onChange: () => selectFreight(option.id),
      }),
    };
  }, [freight, isEmpty, setCep, calculateFreight, selectFreight, titleId, rules]);
}
