import {
  type ProductFlowOrigin,
  type ProductFlowProduct,
  type QuoteField,
  quoteMachine,
  type StorefrontProductInfo,
} from '@vitrine/core';
import { shallowEqual } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { useStorefront } from '../provider/useStorefront';
import type { FormErrorProps, FormFieldProps } from './FormFieldProps';
import { fieldPropsFor } from './fieldPropsFor';
import { useFlowSelector } from './useFlowSelector';
import { useSessionActor } from './useSessionActor';
import { useSharedFlowActor } from './useSharedFlowActor';

/** What `useQuote` returns. */
export interface QuoteFlow {
  readonly isOpen: boolean;
  /** The quote is being sent (the spec's loading state). */
  readonly isSending: boolean;
  /** The products being quoted; empty before the first opening. */
  readonly products: readonly ProductFlowProduct[];
  readonly values: Readonly<Record<QuoteField, string>>;
  /** The messages of invalid fields, shown after a submit attempt. */
  readonly errors: Readonly<Partial<Record<QuoteField, string>>>;
  /** Opens the quote form for these products, as any widget does: a `quote.open` on the bus. */
  open(products: readonly StorefrontProductInfo[], origin?: ProductFlowOrigin): void;
  /** Closes it (the 'Fechar' button): a `quote.close` on the bus. */
  close(): void;
  setValue(field: QuoteField, value: string): void;
  submit(): void;
  getFieldProps(field: QuoteField): FormFieldProps;
  getErrorProps(field: QuoteField): FormErrorProps;
}

/**
 * The page's one quote (budget) form over core's `quoteMachine`. Any widget opens it by publishing
 * `{ type: 'quote.open', products, origin }` on the bus (`useSkuSelection().quote()`, `useBuyTogether().quote()`,
 * a custom element) and closes it with `quote.close`; a product with variations and none chosen shows the
 * spec's error alert instead. A signed-in customer's name, e-mail and phone are prefilled (from the session).
 * Every `useQuote` of a provider reads the same flow, so the button and the modal may live apart.
 * @example
 * const quote = useQuote();
 * if (!quote.isOpen) return null;
 * return <><input {...quote.getFieldProps('email')} /><p {...quote.getErrorProps('email')} /><button disabled={quote.isSending} onClick={quote.submit}>Enviar</button></>;
 */
export function useQuote(): QuoteFlow {
  const { bus } = useStorefront();
  const session = useSessionActor();
  const actor = useSharedFlowActor<typeof quoteMachine>(
    'quote',
    (createActor, { client, messages }) =>
      createActor(quoteMachine, {
        input: { client, messages: messages.productFlow, formMessages: messages.forms },
      }),
    (quote, pageBus) => {
      const stops = [
        pageBus.subscribe('quote.open', (event) =>
          quote.send({
            type: 'quote.open',
            products: event.products.map((p) => ({ ...p })),
            origin: event.origin,
          }),
        ),
        pageBus.subscribe('quote.close', () => quote.send({ type: 'quote.close' })),
      ];
      const alerts = quote.on('alert', (event) => pageBus.publish(event));
      return () => {
        for (const stop of stops) stop();
        alerts.unsubscribe();
      };
    },
  );
  const customer = useFlowSelector(session, (snapshot) => snapshot.context.customer);
  useEffect(() => actor.send({ type: 'customer.changed', customer }), [actor, customer]);
  const state = useFlowSelector(
    actor,
    (snapshot) => {
      const { values, errors, touched, products } = snapshot.context;
      // Nothing is touched before a submit attempt, which touches every field: the messages show from then on.
      const visibleErrors: Partial<Record<QuoteField, string>> = {};
      for (const field of Object.keys(errors) as QuoteField[]) {
        if (touched[field]) visibleErrors[field] = errors[field];
      }
      return {
        isOpen: snapshot.matches('shown'),
        isSending: snapshot.matches({ shown: 'sending' }),
        products,
        values,
        errors: visibleErrors,
      };
    },
    (a, b) => shallowEqual({ ...a, errors: 0 }, { ...b, errors: 0 }) && shallowEqual(a.errors, b.errors),
  );
  const idPrefix = useId();
  return useMemo(() => {
    const setValue = (field: QuoteField, value: string) => actor.send({ type: 'field.change', field, value });
    const props = (field: QuoteField) =>
      fieldPropsFor({
        idPrefix,
        name: field,
        value: state.values[field],
        error: state.errors[field],
        change: (value) => setValue(field, String(value)),
        blur: () => {},
      });
    return {
      ...state,
      open: (products, origin) => bus.publish({ type: 'quote.open', products, origin }),
      close: () => bus.publish({ type: 'quote.close' }),
      setValue,
      submit: () => actor.send({ type: 'submit' }),
      getFieldProps: (field) => props(field).field,
      getErrorProps: (field) => props(field).error,
    };
  }, [actor, bus, idPrefix, state]);
}
