import {
  type AlertMeField,
  alertMeMachine,
  type ProductFlowOrigin,
  type ProductFlowProduct,
  type StorefrontProductInfo,
} from '@vitrine/core';
import { shallowEqual } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useStorefront } from '../provider/useStorefront';
import type { FormErrorProps, FormFieldProps } from './FormFieldProps';
import { fieldPropsFor } from './fieldPropsFor';
import { useFlowSelector } from './useFlowSelector';
import { useSharedFlowActor } from './useSharedFlowActor';

/** What `useAlertMe` returns. */
export interface AlertMeFlow {
  readonly isOpen: boolean;
  readonly isSending: boolean;
  /** The product to be notified about; `undefined` before the first opening. */
  readonly product: ProductFlowProduct | undefined;
  readonly values: Readonly<Record<AlertMeField, string>>;
  /** The messages of the fields the shopper left (all after a submit attempt). */
  readonly visibleErrors: Readonly<Partial<Record<AlertMeField, string>>>;
  /** False while a field is invalid: the submit button is disabled. */
  readonly canSubmit: boolean;
  /** Opens the form for a product, as any widget does: an `alertMe.open` on the bus. */
  open(product: StorefrontProductInfo, origin?: ProductFlowOrigin): void;
  /** The 'Fechar' button: an `alertMe.close` on the bus. */
  close(): void;
  setValue(field: AlertMeField, value: string): void;
  submit(): void;
  getFieldProps(field: AlertMeField): FormFieldProps;
  getErrorProps(field: AlertMeField): FormErrorProps;
}

/**
 * The page's one back-in-stock ("Avise-me") form over core's `alertMeMachine`. Any widget opens it with
 * `alertMe.open` on the bus (`useSkuSelection().notify()`, a custom element) and closes it with `alertMe.close`
 * (also sent when an in-stock variation is chosen); a product with variations and no SKU shows the spec's
 * error alert instead. Success, duplicate ([Err 045]) and failure alerts reach `useAlerts`.
 * @example
 * const alertMe = useAlertMe();
 * alertMe.isOpen && <form onSubmit={(e) => { e.preventDefault(); alertMe.submit(); }}><input {...alertMe.getFieldProps('email')} /><button disabled={!alertMe.canSubmit}>Avise-me</button></form>
 */
export function useAlertMe(): AlertMeFlow {
  const { bus } = useStorefront();
  const actor = useSharedFlowActor<typeof alertMeMachine>(
    'alertMe',
    (createActor, { client, messages }) =>
      createActor(alertMeMachine, {
        input: { client, messages: messages.productFlow, formMessages: messages.forms },
      }),
    (alertMe, pageBus) => {
      const stops = [
        pageBus.subscribe('alertMe.open', (event) =>
          alertMe.send({ type: 'alertMe.open', product: { ...event.product }, origin: event.origin }),
        ),
        pageBus.subscribe('alertMe.close', () => alertMe.send({ type: 'alertMe.close' })),
      ];
      const alerts = alertMe.on('alert', (event) => pageBus.publish(event));
      return () => {
        for (const stop of stops) stop();
        alerts.unsubscribe();
      };
    },
  );
  const state = useFlowSelector(
    actor,
    (snapshot) => {
      const { values, errors, touched, canSubmit, product } = snapshot.context;
      const visibleErrors: Partial<Record<AlertMeField, string>> = {};
      for (const field of Object.keys(errors) as AlertMeField[]) {
        if (touched[field]) visibleErrors[field] = errors[field];
      }
      return {
        isOpen: snapshot.matches('shown'),
        isSending: snapshot.matches({ shown: 'sending' }),
        product,
        values,
        canSubmit,
        visibleErrors,
      };
    },
    (a, b) =>
      shallowEqual({ ...a, visibleErrors: 0 }, { ...b, visibleErrors: 0 }) &&
      shallowEqual(a.visibleErrors, b.visibleErrors),
  );
  const idPrefix = useId();
  return useMemo(() => {
    const setValue = (field: AlertMeField, value: string) =>
      actor.send({ type: 'field.change', field, value });
    const props = (field: AlertMeField) =>
      fieldPropsFor({
        idPrefix,
        name: field,
        value: state.values[field],
        error: state.visibleErrors[field],
        change: (value) => setValue(field, String(value)),
        blur: () => actor.send({ type: 'field.blur', field }),
      });
    return {
      ...state,
      open: (product, origin) => bus.publish({ type: 'alertMe.open', product, origin }),
      close: () => bus.publish({ type: 'alertMe.close' }),
      setValue,
      submit: () => actor.send({ type: 'submit' }),
      getFieldProps: (field) => props(field).field,
      getErrorProps: (field) => props(field).error,
    };
  }, [actor, bus, idPrefix, state]);
}
