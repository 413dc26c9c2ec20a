import {
  type AccountValues,
  accountFormMachine,
  type Customer,
  customerAccountQuery,
  isAccountEmailChanged,
} from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useStorefront } from '../provider/useStorefront';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { useFlowSelector } from './useFlowSelector';
import { useFormFlow } from './useFormFlow';
import { useSessionActor } from './useSessionActor';

/** Options of `useAccountForm`. */
export interface UseAccountFormOptions extends FormFlowOptions {
  /** Hears the account as saved (the `useCustomerAccount` cache is already updated). */
  readonly onSaved?: ((account: Customer) => void) | undefined;
  /** Shown when the store answers a change with false; a generic pt-BR text when `undefined`. */
  readonly rejectedText?: string | undefined;
  /** The clock of the birth-date age check; the real one when `undefined`. */
  readonly now?: (() => Date) | undefined;
}

/** What `useAccountForm` returns: the form flow, and whether the e-mail (hence the password) is being changed. */
export interface AccountForm extends FormFlow<AccountValues> {
  /** The typed e-mail differs from the account's: the current password is asked and the e-mail changes too. */
  readonly emailChanged: boolean;
}

/**
 * The account data form of the signed-in customer (name, e-mail, phone, birth date) over core's `accountFormMachine`,
 * prefilled from `account` (read it with `useCustomerAccount`). Changing the e-mail asks for the current
 * password. A success ends the form (`status` 'completed'), updates the `useCustomerAccount` cache and calls
 * `onSaved`: mount a fresh form (a new `key`) to edit again. A failure keeps what was typed and the store's text
 * ('Senha incorreta.') in `submitError`.
 * @example
 * declare const account: Customer; // `useCustomerAccount().data`, once loaded
 * const form = useAccountForm(account);
 * <><input {...form.getFieldProps('name')} /><p {...form.getErrorProps('name')} /></>
 */
export function useAccountForm(account: Customer, options?: UseAccountFormOptions): AccountForm {
  const { client, messages } = useStorefront();
  const session = useSessionActor();
  const { mutate } = useSWRConfig();
  const actor = useActorRef(accountFormMachine, {
    input: {
      client,
      account,
      formMessages: messages.forms,
      now: options?.now,
      rejectedText: options?.rejectedText,
    },
  });
  const onSaved = useRef(options?.onSaved);
  onSaved.current = options?.onSaved;
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || !snapshot.output) return;
      const saved = snapshot.output;
      void mutate(customerAccountQuery().key, saved, { revalidate: false });
      // The header's welcome and the quote prefill read the session's customer: give it the saved data.
      session.send({ type: 'session.updated', customer: saved });
      onSaved.current?.(saved);
    });
    return () => subscription.unsubscribe();
  }, [actor, mutate, session]);
  const emailChanged = useFlowSelector(actor, (snapshot) =>
    isAccountEmailChanged(account, String(snapshot.context.values.email ?? '')),
  );
  const form = useFormFlow(actor as unknown as FormActor<AccountValues>, options);
  return useMemo(() => ({ ...form, emailChanged }), [form, emailChanged]);
}
