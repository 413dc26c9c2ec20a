import {
  createFormMachine,
  createRegisterFormSchema,
  type FormFlowInput,
  type FormMessages,
  type FormSubmitInput,
  type StoreClient,
  SubmissionRejectedError,
} from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useStorefront } from '../provider/useStorefront';
import { browserWindow } from '../utilities/browserWindow';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { type FieldSchemas, fieldRule, formSchemaOf } from './formSchemaOf';
import { useFlowSelector } from './useFlowSelector';
import { useFormFlow } from './useFormFlow';
import { useSessionActor } from './useSessionActor';

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

interface PasswordChangeInput extends FormFlowInput {
  readonly client: StoreClient;
  readonly token: string;
  readonly location: string | undefined;
  readonly formMessages: FormMessages;
  readonly passwordOldRequired: string;
}

type ParsedPasswordChange = Partial<PasswordChangeValues>;

const changePasswordActor = /* @__PURE__ */ fromPromise<
  true,
  FormSubmitInput<PasswordChangeInput, ParsedPasswordChange, undefined>
>(async ({ input, signal }) => {
  const { values } = input;
  const changed = await input.input.client.customer.changePassword(
    {
      userName: values.userName ?? '',
      passwordOld: values.passwordOld ?? '',
      password: values.password ?? '',
      passwordConfirm: values.passwordConfirm ?? '',
      token: input.input.token,
      location: input.input.location ?? browserWindow()?.location.pathname ?? '',
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
function passwordChangeSchema(input: PasswordChangeInput) {
  const register = createRegisterFormSchema(input.formMessages).shape;
  const fields: Partial<FieldSchemas<ParsedPasswordChange>> = {
    ...(input.token
      ? {}
      : {
          userName: register.email,
          passwordOld: fieldRule((value) => (value === '' ? input.passwordOldRequired : undefined)),
        }),
    password: register.password,
    passwordConfirm: fieldRule(() => undefined),
  };
  return formSchemaOf(fields as FieldSchemas<ParsedPasswordChange>, (values) => ({
    passwordConfirm:
      values.password !== values.passwordConfirm
        ? input.formMessages.register.passwordConfirmationMismatch
        : undefined,
  }));
}

const passwordChangeMachine = /* @__PURE__ */ createFormMachine({
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

/** Options of `usePasswordChangeForm`. */
export interface UsePasswordChangeFormOptions extends FormFlowOptions {
  /** The key of a recovery link: the current password is then not asked. `undefined` (the account page) asks it. Read on mount. */
  readonly token?: string | undefined;
  /** The page the change comes from (`location` of the payload); the current path when `undefined`. */
  readonly location?: string | undefined;
  /** Replaces 'Informe a Senha Atual'; `undefined` keeps it. Read on mount. */
  readonly passwordOldRequired?: string | undefined;
}

/**
 * The password change form over core's `createFormMachine`: the e-mail (filled with the signed-in customer's),
 * the current password, the new one and its confirmation ('Informe o Email', 'Informe a Senha Atual', 'Informe
 * a Senha', 'A senha deve ter ao menos 6 caracteres', 'As senhas não conferem'), then `customer.changePassword`.
 * From a recovery link (`token`) only the new password and its confirmation are asked. `status` is 'success'
 * once changed (the fields empty); a failure keeps them and the server's text ('Senha atual incorreta.') in
 * `submitError`. `usePasswordChange` is the same call without a form.
 * @example
 * const change = usePasswordChangeForm();
 * <><input type="password" {...change.getFieldProps('passwordOld')} /><p {...change.getErrorProps('passwordOld')} /></>
 */
export function usePasswordChangeForm(
  options?: UsePasswordChangeFormOptions,
): FormFlow<PasswordChangeValues> {
  const { client, messages } = useStorefront();
  const actor = useActorRef(passwordChangeMachine, {
    input: {
      client,
      token: options?.token ?? '',
      location: options?.location,
      formMessages: messages.forms,
      passwordOldRequired: options?.passwordOldRequired ?? passwordChangeFieldMessages.passwordOldRequired,
    },
  });
  const customerEmail = useFlowSelector(useSessionActor(), (snapshot) => snapshot.context.customer?.email);
  const untouched = useFlowSelector(
    actor,
    ({ context, value }) =>
      // While a success shows, the emptied form waits: any change would leave the success.
      value !== 'success' &&
      context.values.userName === '' &&
      !context.dirty.userName &&
      !context.touched.userName,
  );
  const asksUserName = !options?.token;
  useEffect(() => {
    // The signed-in customer's e-mail fills the field the shopper has not used (again once the shopper types
    // after a success emptied it).
    if (asksUserName && customerEmail && untouched) {
      actor.send({ type: 'field.change', name: 'userName', value: customerEmail });
    }
  }, [actor, asksUserName, customerEmail, untouched]);
  return useFormFlow(actor as unknown as FormActor<PasswordChangeValues>, options);
}
