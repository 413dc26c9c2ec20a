import {
  createFormMachine,
  createLoginFormSchema,
  createRegisterFormSchema,
  type FormFlowInput,
  type FormMessages,
  type FormSubmitInput,
  type StoreClient,
  unmaskDocument,
} from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useStorefront } from '../provider/useStorefront';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { formSchemaOf } from './formSchemaOf';
import { useFlowSelector } from './useFlowSelector';
import { useFormFlow } from './useFormFlow';

/** The raw values of the e-mail lookup: the account's CPF or CNPJ (masked or not) and its password. */
export interface RecoverEmailValues extends Record<string, unknown> {
  cpfCnpj: string;
  password: string;
}

interface RecoverEmailInput extends FormFlowInput {
  readonly client: StoreClient;
  readonly formMessages: FormMessages;
}

type ParsedRecoverEmail = { readonly cpfCnpj: string; readonly password: string };

/** The document as the store keeps it: no mask, letters (of an alphanumeric CNPJ) uppercased. */

const recoverEmailActor = /* @__PURE__ */ fromPromise<
  string,
  FormSubmitInput<RecoverEmailInput, ParsedRecoverEmail, undefined>
>(({ input, signal }) =>
  input.input.client.customer.recoverEmail(
    { password: input.values.password, cpfCnpj: unmaskDocument(input.values.cpfCnpj) },
    { signal },
  ),
);

/**
 * The CPF or CNPJ (the registration form's field and messages) and the password (the login form's), then
 * `customer.recoverEmail`, which answers the account's e-mail.
 */
const recoverEmailMachine = /* @__PURE__ */ createFormMachine({
  id: 'recoverEmail',
  schema: (input: RecoverEmailInput) =>
    formSchemaOf<ParsedRecoverEmail>({
      cpfCnpj: createRegisterFormSchema(input.formMessages).shape.document,
      password: createLoginFormSchema(input.formMessages).shape.password,
    }),
  initialValues: (): RecoverEmailValues => ({ cpfCnpj: '', password: '' }),
  initialResources: undefined,
  submit: recoverEmailActor,
});

/** What `useRecoverEmail` returns: the form and the e-mail the store found. */
export interface RecoverEmailFlow extends FormFlow<RecoverEmailValues> {
  /** The account's e-mail as the store answers it (masked: 'ma***@example.com'); `undefined` before a success. */
  readonly email: string | undefined;
}

/**
 * 'Esqueci meu e-mail': the shopper gives the account's CPF or CNPJ and password, and `customer.recoverEmail`
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
