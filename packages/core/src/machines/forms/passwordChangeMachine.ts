import { fromPromise } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import { type FieldSchemas, fieldRule, formSchemaOf } from '../../forms/formSchemaOf';
import { createRegisterFormSchema } from '../../forms/registerFormSchema';
import { createFormMachine, type FormFlowInput, type FormSubmitInput } from './createFormMachine';
import { SubmissionRejectedError } from './SubmissionRejectedError';

/** The raw values of the password change; `userName` and `passwordOld` stay '' when a recovery `token` is given. */
export interface PasswordChangeValues extends Record<string, unknown> {
  userName: string;
  passwordOld: string;
  password: string;
  passwordConfirm: string;
}

/** The field messages of the password change that core's form messages do not have. */
export const passwordChangeFieldMessages = {
  /** The current password is empty. */
  passwordOldRequired: 'Informe a Senha Atual',
};

/** The input of {@link passwordChangeMachine}. */
export interface PasswordChangeMachineInput extends FormFlowInput {
  readonly client: StoreClient;
  /** The key of a recovery link: the current password is then not asked. '' or `undefined` asks it. */
  readonly token?: string | undefined;
  /**
   * The page the change comes from (`location` of the payload): a text, or a function read when the form is sent
   * (a page's current path); '' when `undefined`.
   */
  readonly location?: string | (() => string) | undefined;
  /** Replaces the field messages; `undefined` keeps the defaults. */
  readonly formMessages?: FormMessages | undefined;
  /** Replaces 'Informe a Senha Atual'; `undefined` keeps it. */
  readonly passwordOldRequired?: string | undefined;
}

type ParsedPasswordChange = Partial<PasswordChangeValues>;

const changePasswordActor = /* @__PURE__ */ fromPromise<
  true,
  FormSubmitInput<PasswordChangeMachineInput, ParsedPasswordChange, undefined>
>(async ({ input, signal }) => {
  const { values } = input;
  const { client, token, location } = input.input;
  const changed = await client.customer.changePassword(
    {
      userName: values.userName ?? '',
      passwordOld: values.passwordOld ?? '',
      password: values.password ?? '',
      passwordConfirm: values.passwordConfirm ?? '',
      token: token ?? '',
      location: (typeof location === 'function' ? location() : location) ?? '',
    },
    { signal },
  );
  if (!changed) throw new SubmissionRejectedError('customer.changePassword');
  return true;
});

/**
 * The e-mail (the registration form's field), the current password, the new one (the registration form's rules) and
 * its confirmation; with a recovery token only the new password and its confirmation.
 */
function passwordChangeSchema(input: PasswordChangeMachineInput) {
  const messages = input.formMessages ?? formMessages;
  const passwordOldRequired = input.passwordOldRequired ?? passwordChangeFieldMessages.passwordOldRequired;
  const register = createRegisterFormSchema(messages).shape;
  const fields: Partial<FieldSchemas<ParsedPasswordChange>> = {
    ...(input.token
      ? {}
      : {
          userName: register.email,
          passwordOld: fieldRule((value) => (value === '' ? passwordOldRequired : undefined)),
        }),
    password: register.password,
    passwordConfirm: fieldRule(() => undefined),
  };
  return formSchemaOf(fields as FieldSchemas<ParsedPasswordChange>, (values) => ({
    passwordConfirm:
      values.password !== values.passwordConfirm ? messages.register.passwordConfirmationMismatch : undefined,
  }));
}

/**
 * The password change form: the e-mail, the current password, the new one and its confirmation ('Informe o
 * Email', 'Informe a Senha Atual', 'Informe a Senha', 'A senha deve ter ao menos 6 caracteres', 'As senhas não
 * conferem'), then `customer.changePassword`. With a recovery link's `token` only the new password and its
 * confirmation are asked. A success empties the fields (state 'success'); a failure keeps them and the server's
 * text ('Senha atual incorreta.') in `submitError`.
 */
export const passwordChangeMachine = /* @__PURE__ */ createFormMachine({
  id: 'passwordChange',
  schema: passwordChangeSchema,
  initialValues: (): PasswordChangeValues => ({
    userName: '',
    passwordOld: '',
    password: '',
    passwordConfirm: '',
  }),
  initialResources: undefined,
  submit: changePasswordActor,
});
