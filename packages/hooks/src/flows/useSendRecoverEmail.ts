import {
  type AntiBotTokenProvider,
  createFormMachine,
  createRegisterFormSchema,
  type FormFlowInput,
  type FormMessages,
  type FormSubmitInput,
  type StoreClient,
  SubmissionRejectedError,
} from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useStorefront } from '../provider/useStorefront';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { formSchemaOf } from './formSchemaOf';
import { useFormFlow } from './useFormFlow';

/** The raw values of the password-recovery form: the account's e-mail. */
export interface SendRecoverEmailValues extends Record<string, unknown> {
  email: string;
}

interface SendRecoverEmailInput extends FormFlowInput {
  readonly client: StoreClient;
  readonly antiBotAction: string;
  readonly formMessages: FormMessages;
}

const sendRecoverEmailActor = /* @__PURE__ */ fromPromise<
  true,
  FormSubmitInput<SendRecoverEmailInput, { readonly email: string }, undefined>
>(async ({ input, signal }) => {
  const sent = await input.input.client.customer.sendRecoverEmail(
    { email: input.values.email, tokenRecaptcha: input.token },
    { signal },
  );
  if (!sent) throw new SubmissionRejectedError('customer.sendRecoverEmail');
  return true;
});

/** The account's e-mail (the registration form's field: an e-mail only), then `customer.sendRecoverEmail`. */
const sendRecoverEmailMachine = /* @__PURE__ */ createFormMachine({
  id: 'sendRecoverEmail',
  schema: (input: SendRecoverEmailInput) =>
    formSchemaOf({ email: createRegisterFormSchema(input.formMessages).shape.email }),
  initialValues: (): SendRecoverEmailValues => ({ email: '' }),
  initialResources: undefined,
  submit: sendRecoverEmailActor,
  antiBotAction: (input) => input.antiBotAction,
});

/** Options of `useSendRecoverEmail`. */
export interface UseSendRecoverEmailOptions extends FormFlowOptions {
  /** The page's anti-bot token source; `undefined`: the provider's `antiBot`, else an empty token. Read on mount. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  /** The anti-bot action; 'RecoverEmail' when `undefined` (a token is asked only if the store lists it). */
  readonly antiBotAction?: string | undefined;
}

/**
 * 'Esqueci minha senha': the shopper's e-mail, the anti-bot token, then `customer.sendRecoverEmail`, which
 * e-mails a link to set a new password (the link's key goes to the password change as `token`). The field is the
 * registration form's e-mail ('Informe o Email', 'E-mail Inválido'); `status` is 'success' once the e-mail
 * is sent (the field empties); a failure keeps the e-mail and the server's text ('E-mail não cadastrado.') in
 * `submitError`.
 * @example
 * const recover = useSendRecoverEmail();
 * <><input type="email" {...recover.getFieldProps('email')} /><p {...recover.getErrorProps('email')} /></>
 */
export function useSendRecoverEmail(options?: UseSendRecoverEmailOptions): FormFlow<SendRecoverEmailValues> {
  const { client, messages, antiBot } = useStorefront();
  const actor = useActorRef(sendRecoverEmailMachine, {
    input: {
      client,
      antiBot: options?.antiBot ?? antiBot,
      antiBotAction: options?.antiBotAction ?? 'RecoverEmail',
      formMessages: messages.forms,
    },
  });
  return useFormFlow(actor as unknown as FormActor<SendRecoverEmailValues>, options);
}
