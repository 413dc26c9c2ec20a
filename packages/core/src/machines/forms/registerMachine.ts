import { fromPromise } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { unmaskDocument } from '../../format/unmaskDocument';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import { createRegisterFormSchema, type RegisterFormValues } from '../../forms/registerFormSchema';
import type { Customer } from '../../schemas/customerSchema';
import { birthDatePattern } from '../../validators/isValidBirthDate';
import { onlyDigits } from '../../validators/onlyDigits';
import { createFormMachine, type FormFlowInput, type FormSubmitInput } from './createFormMachine';

/** The raw values of the registration form; `birthDate` is DD/MM/YYYY ('' for a company). */
export interface RegisterValues extends Record<string, unknown> {
  name: string;
  email: string;
  document: string;
  birthDate: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
}

/** The input of {@link registerMachine}. */
export interface RegisterMachineInput extends FormFlowInput {
  readonly client: StoreClient;
  /** The anti-bot action of registration; 'Register' when `undefined`. */
  readonly antiBotAction?: string | undefined;
  /** The clock of the birth-date age check; the real one when `undefined`. */
  readonly now?: (() => Date) | undefined;
  /** Replaces the field messages; `undefined` keeps the defaults. */
  readonly formMessages?: FormMessages | undefined;
}

/**
 * 'DD/MM/YYYY' → 'YYYY-MM-DD', the payload's format. Reads the date as the form's check does
 * (`birthDatePattern`: slashes optional, spaces around ignored), so a date the form accepted is always sent.
 */
const isoBirthDate = (date: string | undefined): string | undefined => {
  const match = date ? birthDatePattern.exec(date.trim()) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
};

const registerActor = fromPromise<
  Customer,
  FormSubmitInput<RegisterMachineInput, RegisterFormValues, undefined>
>(({ input, signal }) => {
  const { values } = input;
  const birthDate = isoBirthDate(values.birthDate);
  return input.input.client.customer.register(
    {
      name: values.name,
      email: values.email,
      password: values.password,
      passwordConfirm: values.passwordConfirmation,
      cpfCnpj: unmaskDocument(values.document),
      phone: onlyDigits(values.phone),
      ...(birthDate ? { birthDate } : {}),
      tokenRecaptcha: input.token,
    },
    { signal },
  );
});

/**
 * The customer registration form: name, e-mail, CPF or CNPJ, birth date (for a CPF), phone, password and
 * its confirmation; the anti-bot token when the store protects 'Register'; then `customer.register`
 * (document and phone as digits, birth date as YYYY-MM-DD). A success ends the machine with the signed-in
 * customer as output (send it to `loginMachine` as `session.authenticated`); a failure keeps the values
 * and the server's text ('Já existe um cadastro com este e-mail.') in `submitError`.
 */
export const registerMachine = createFormMachine({
  id: 'register',
  schema: (input: RegisterMachineInput) =>
    createRegisterFormSchema(input.formMessages ?? formMessages, { now: input.now }),
  initialValues: (): RegisterValues => ({
    name: '',
    email: '',
    document: '',
    birthDate: '',
    phone: '',
    password: '',
    passwordConfirmation: '',
  }),
  initialResources: undefined,
  submit: registerActor,
  antiBotAction: (input) => input.antiBotAction ?? 'Register',
  completeOnSuccess: true,
});
