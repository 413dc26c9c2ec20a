import { type RecoverEmailValues, recoverEmailMachine } from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useStorefront } from '../provider/useStorefront';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { useFlowSelector } from './useFlowSelector';
import { useFormFlow } from './useFormFlow';

// The values are core's (the machine's); the hook's name stays exported from here.
export type { RecoverEmailValues } from '@vitrine/core';

/** What `useRecoverEmail` returns: the form and the e-mail the store found. */
export interface RecoverEmailFlow extends FormFlow<RecoverEmailValues> {
  /** The account's e-mail as the store answers it (masked: 'ma***@example.com'); `undefined` before a success. */
  readonly email: string | undefined;
}

/**
 * 'Esqueci meu e-mail' over core's `recoverEmailMachine`: the shopper gives the account's CPF or CNPJ and password, and `customer.recoverEmail`
 * answers the account's e-mail, masked by the store. Field messages: 'Informe o CPF ou CNPJ', 'Informe um CPF
 * ou CNPJ Válido', 'Informe a Senha'. A success empties the fields and sets `email`; a failure keeps them and
 * the server's text ('Nenhum cadastro encontrado para os dados informados.') in `submitError`.
 * @example
 * const lookup = useRecoverEmail();
 * lookup.email ? <p>{lookup.email}</p> : <input {...lookup.getFieldProps('cpfCnpj')} />
 */
export function useRecoverEmail(options?: FormFlowOptions): RecoverEmailFlow {
  const { client, messages } = useStorefront();
  const actor = useActorRef(recoverEmailMachine, { input: { client, formMessages: messages.forms } });
  const email = useFlowSelector(actor, (snapshot) => snapshot.context.result);
  const form = useFormFlow(actor as unknown as FormActor<RecoverEmailValues>, options);
  return useMemo(() => ({ ...form, email }), [form, email]);
}
