import { type AntiBotTokenProvider, type NewsletterValues, newsletterMachine } from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useStorefront } from '../provider/useStorefront';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { useEmittedToBus } from './useEmittedToBus';
import { useFormFlow } from './useFormFlow';

/** Options of `useNewsletter`. */
export interface UseNewsletterOptions extends FormFlowOptions {
  /** 'nameAndEmail' (default) asks for the name too; 'emailOnly' only for the e-mail. Read once, on mount. */
  readonly mode?: 'nameAndEmail' | 'emailOnly' | undefined;
  /** The page's anti-bot token source; `undefined`: the provider's `antiBot`, else no token. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
}

/**
 * The newsletter sign-up over core's `newsletterMachine`: the categories are loaded and sent with the e-mail;
 * 'E-mail cadastrado com sucesso!' or 'Erro ao cadastrar email!' reach `useAlerts` through the bus.
 * @example
 * const form = useNewsletter({ mode: 'emailOnly' });
 * <form onSubmit={(e) => { e.preventDefault(); form.submit(); }}>
 *   <input type="email" {...form.getFieldProps('email')} /><p {...form.getErrorProps('email')} />
 *   <button disabled={!form.canSubmit}>Cadastrar</button>
 * </form>
 */
export function useNewsletter(options?: UseNewsletterOptions): FormFlow<NewsletterValues> {
  const { client, messages, antiBot } = useStorefront();
  const actor = useActorRef(newsletterMachine, {
    input: {
      client,
      mode: options?.mode,
      antiBot: options?.antiBot ?? antiBot,
      messages: messages.formFlow.newsletter,
      formMessages: messages.forms,
    },
  });
  useEmittedToBus(actor, ['alert']);
  return useFormFlow(actor as unknown as FormActor<NewsletterValues>, options);
}
