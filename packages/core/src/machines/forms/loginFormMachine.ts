import { fromPromise } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import { createLoginFormSchema, type LoginFormValues } from '../../forms/loginFormSchema';
import type { Customer } from '../../schemas/customerSchema';
import { createFormMachine, type FormFlowInput, type FormSubmitInput } from './createFormMachine';
import { SubmissionRejectedError } from './SubmissionRejectedError';

/** The raw values of the login form (e-mail and password). */
export interface LoginValues extends Record<string, unknown> {
  email: string;
  password: string;
}

/** The input of {@link loginFormMachine}. */
export interface LoginFormMachineInput extends FormFlowInput {
  readonly client: StoreClient;
  /** The anti-bot action of login; 'Login' when `undefined` (a token is sent only if the store lists it). */
  readonly antiBotAction?: string | undefined;
  /** Replaces the field messages; `undefined` keeps the defaults. */
  readonly formMessages?: FormMessages | undefined;
}

const loginActor = fromPromise<Customer, FormSubmitInput<LoginFormMachineInput, LoginFormValues, undefined>>(
  async ({ input, signal }) => {
    const customer = await input.input.client.customer.login(
      { username: input.values.email, password: input.values.password, tokenRecaptcha: input.token },
      { signal },
    );
    if (!customer.authenticated) throw new SubmissionRejectedError('customer.login');
    return customer;
  },
);

/**
 * The login form: e-mail and password, the anti-bot token when the store protects 'Login', then
 * `customer.login`. A success ends the machine with the customer as output; a failure keeps the values
 * and the server's text ('Usuário ou senha inválidos.') in `submitError`, shown inline.
 */
export const loginFormMachine = createFormMachine({
  id: 'loginForm',
  schema: (input: LoginFormMachineInput) => createLoginFormSchema(input.formMessages ?? formMessages),
  initialValues: (): LoginValues => ({ email: '', password: '' }),
  initialResources: undefined,
  submit: loginActor,
  antiBotAction: (input) => input.antiBotAction ?? 'Login',
  completeOnSuccess: true,
});
