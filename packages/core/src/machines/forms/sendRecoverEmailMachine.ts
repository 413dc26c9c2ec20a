import { fromPromise } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import { formSchemaOf } from '../../forms/formSchemaOf';
import { createRegisterFormSchema } from '../../forms/registerFormSchema';
import { createFormMachine, type FormFlowInput, type FormSubmitInput } from './createFormMachine';
import { SubmissionRejectedError } from './SubmissionRejectedError';

/** The raw values of the password-recovery form: the account's e-mail. */
export interface SendRecoverEmailValues extends Record<string, unknown> {
  email: string;
}

/** The input of {@link sendRecoverEmailMachine}. */
export interface SendRecoverEmailMachineInput extends FormFlowInput {
  readonly client: StoreClient;
  /** The anti-bot action; 'RecoverEmail' when `undefined` (a token is asked only if the store lists it). */
  readonly antiBotAction?: string | undefined;
  /** Replaces the field messages; `undefined` keeps the defaults. */
  readonly formMessages?: FormMessages | undefined;
}

const sendRecoverEmailActor = /* @__PURE__ */ fromPromise<
  true,
  FormSubmitInput<SendRecoverEmailMachineInput, { readonly email: string }, undefined>
>(async ({ input, signal }) => {
  const sent = await input.input.client.customer.sendRecoverEmail(
    { email: input.values.email, tokenRecaptcha: input.token },
    { signal },
  );
  if (!sent) throw new SubmissionRejectedError('customer.sendRecoverEmail');
  return true;
});

/**
 * 'Esqueci minha senha': the account's e-mail (the registration form's field: 'Informe o Email', 'E-mail
 * Inválido'), the anti-bot token, then `customer.sendRecoverEmail`, which e-mails a link to set a new password
 * (the link's key goes to `passwordChangeMachine` as `token`). A success empties the field; a failure keeps it
 * and the server's text ('E-mail não cadastrado.') in `submitError`.
 */
export const sendRecoverEmailMachine = /* @__PURE__ */ createFormMachine({
  id: 'sendRecoverEmail',
  schema: (input: SendRecoverEmailMachineInput) =>
    formSchemaOf({ email: createRegisterFormSchema(input.formMessages ?? formMessages).shape.email }),
  initialValues: (): SendRecoverEmailValues => ({ email: '' }),
  initialResources: undefined,
  submit: sendRecoverEmailActor,
  antiBotAction: (input) => input.antiBotAction ?? 'RecoverEmail',
});
