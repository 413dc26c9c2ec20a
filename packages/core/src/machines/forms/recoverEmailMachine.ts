import { fromPromise } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { unmaskDocument } from '../../format/unmaskDocument';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import { formSchemaOf } from '../../forms/formSchemaOf';
import { createLoginFormSchema } from '../../forms/loginFormSchema';
import { createRegisterFormSchema } from '../../forms/registerFormSchema';
import { createFormMachine, type FormFlowInput, type FormSubmitInput } from './createFormMachine';

/** The raw values of the e-mail lookup: the account's CPF or CNPJ (masked or not) and its password. */
export interface RecoverEmailValues extends Record<string, unknown> {
  cpfCnpj: string;
  password: string;
}

/** The input of {@link recoverEmailMachine}. */
export interface RecoverEmailMachineInput extends FormFlowInput {
  readonly client: StoreClient;
  /** Replaces the field messages; `undefined` keeps the defaults. */
  readonly formMessages?: FormMessages | undefined;
}

type ParsedRecoverEmail = { readonly cpfCnpj: string; readonly password: string };

const recoverEmailActor = /* @__PURE__ */ fromPromise<
  string,
  FormSubmitInput<RecoverEmailMachineInput, ParsedRecoverEmail, undefined>
>(({ input, signal }) =>
  // The document as the store keeps it: no mask, letters (of an alphanumeric CNPJ) uppercased.
  input.input.client.customer.recoverEmail(
    { password: input.values.password, cpfCnpj: unmaskDocument(input.values.cpfCnpj) },
    { signal },
  ),
);

/**
 * 'Esqueci meu e-mail': the CPF or CNPJ (the registration form's field and messages) and the password (the login
 * form's), then `customer.recoverEmail`, which answers the account's e-mail as the store masks it
 * ('ma***@example.com', the context's `result`). A success empties the fields; a failure keeps them and the
 * server's text ('Nenhum cadastro encontrado para os dados informados.') in `submitError`.
 */
export const recoverEmailMachine = /* @__PURE__ */ createFormMachine({
  id: 'recoverEmail',
  schema: (input: RecoverEmailMachineInput) => {
    const messages = input.formMessages ?? formMessages;
    return formSchemaOf<ParsedRecoverEmail>({
      cpfCnpj: createRegisterFormSchema(messages).shape.document,
      password: createLoginFormSchema(messages).shape.password,
    });
  },
  initialValues: (): RecoverEmailValues => ({ cpfCnpj: '', password: '' }),
  initialResources: undefined,
  submit: recoverEmailActor,
});
