import {
  type AntiBotTokenProvider,
  type ContactTopic,
  type ContactValues,
  contactMachine,
  type FormResourcesStatus,
} from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useStorefront } from '../provider/useStorefront';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { useEmittedToBus } from './useEmittedToBus';
import { useFlowSelector } from './useFlowSelector';
import { useFormFlow } from './useFormFlow';

/** Options of `useContactForm`. */
export interface UseContactFormOptions extends FormFlowOptions {
  /** The page's anti-bot token source; `undefined`: the provider's `antiBot`, else an empty token. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  /** The anti-bot action; 'Contact' when `undefined`. */
  readonly antiBotAction?: string | undefined;
}

/** What `useContactForm` returns: the form plus the topics of the Descrição select. */
export interface ContactForm extends FormFlow<ContactValues> {
  /** The topics; empty while loading or when loading failed. */
  readonly topics: readonly ContactTopic[];
  readonly topicsStatus: FormResourcesStatus;
}

/**
 * The contact page form over core's `contactMachine`: topics load while the shopper types, the submit asks
 * for the anti-bot token, and 'Formulário enviado com sucesso' / 'Erro ao enviar formulário (code)' reach
 * `useAlerts` through the bus. Values are kept on failure.
 *
 * Field state: the core machine, not react-hook-form. Measured in `useContactForm.renders.test.tsx` (React
 * Profiler, typing 'Ana Souza' in Nome: 9 keystrokes, 8 fields):
 * - machine + one `useFormField` component per field (`isolateFields`): 9 commits, 9 component renders (the
 *   Nome field only; the form and the other 7 fields: 0);
 * - machine read whole with `getFieldProps` (the default): 9 commits, 9 form + 72 field renders (controlled form);
 * - react-hook-form + `zodResolver` on the same core schema, uncontrolled `register`: 2 commits (when validity
 *   flips), 2 form + 16 field renders, since `formState` re-renders the whole form.
 * RHF saves commits, not renders, and only against the whole-form reading; with `useFormField` the machine
 * renders less. RHF would also be a second owner of the touched/dirty rules and of validation, which the core
 * machines already own for every integrator (custom elements, plain scripts): one source of truth wins.
 * @example
 * const form = useContactForm();
 * <select {...form.getFieldProps('topic')}>{form.topics.map((t) => <option key={t.idContactTopic} value={t.idContactTopic}>{t.description}</option>)}</select>
 */
export function useContactForm(options?: UseContactFormOptions): ContactForm {
  const { client, messages, antiBot } = useStorefront();
  const actor = useActorRef(contactMachine, {
    input: {
      client,
      antiBot: options?.antiBot ?? antiBot,
      antiBotAction: options?.antiBotAction,
      messages: messages.formFlow.contact,
      formMessages: messages.forms,
    },
  });
  useEmittedToBus(actor, ['alert']);
  const topics = useFlowSelector(actor, (snapshot) => snapshot.context.resources.topics);
  const topicsStatus = useFlowSelector(actor, (snapshot) => snapshot.context.resourcesStatus);
  const form = useFormFlow(actor as unknown as FormActor<ContactValues>, options);
  return { ...form, topics, topicsStatus };
}
