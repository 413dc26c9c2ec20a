import { type AntiBotTokenProvider, type RatingValues, ratingMachine } from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useStorefront } from '../provider/useStorefront';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { useEmittedToBus } from './useEmittedToBus';
import { useFormFlow } from './useFormFlow';

/** Options of `useRatingForm`. */
export interface UseRatingFormOptions extends FormFlowOptions {
  /** The page's anti-bot token source (action 'Evaluation'); `undefined`: the provider's `antiBot`, else an empty token. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  /** The clock of `dateRegister`; the real one when `undefined`. */
  readonly now?: (() => Date) | undefined;
}

/**
 * The product rating form over core's `ratingMachine`: stars are `setValue('rate', n)` (or the `rate`
 * field's `onChange(n)`), 'Mostrar E-mail?' is the `leavePublicEmail` checkbox; success and failure alerts
 * reach `useAlerts` through the bus. The product is read once, on mount: key the component by product.
 * @example
 * declare const product: Product;
 * const form = useRatingForm(product);
 * {[1, 2, 3, 4, 5].map((n) => <button key={n} type="button" aria-pressed={form.values.rate >= n} onClick={() => form.setValue('rate', n)}>★</button>)}
 */
export function useRatingForm(
  product: { readonly idProduct: number },
  options?: UseRatingFormOptions,
): FormFlow<RatingValues> {
  const { client, messages, antiBot } = useStorefront();
  const actor = useActorRef(ratingMachine, {
    input: {
      client,
      idProduct: product.idProduct,
      antiBot: options?.antiBot ?? antiBot,
      now: options?.now,
      messages: messages.formFlow.rating,
      formMessages: messages.forms,
    },
  });
  useEmittedToBus(actor, ['alert']);
  return useFormFlow(actor as unknown as FormActor<RatingValues>, options);
}
