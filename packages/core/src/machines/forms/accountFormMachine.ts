import { fromPromise } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import { fieldRule, formSchemaOf } from '../../forms/formSchemaOf';
import { createRegisterFormSchema } from '../../forms/registerFormSchema';
import type { ChangeCustomerInfoPayload } from '../../schemas/changeCustomerInfoPayloadSchema';
import type { Customer } from '../../schemas/customerSchema';
import { birthDatePattern } from '../../validators/isValidBirthDate';
import {
  createFormMachine,
  type FormFlowInput,
  type FormSchemaLike,
  type FormSubmitInput,
} from './createFormMachine';
import { SubmissionRejectedError } from './SubmissionRejectedError';

/** The raw values of the account form; `birthDate` is DD/MM/YYYY ('' when not given). */
export interface AccountValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  birthDate: string;
  /** The current password, asked only to change the e-mail ('' otherwise). */
  password: string;
}

/** The values of a valid account form: trimmed, the phone masked, the birth date `undefined` when empty. */
export type AccountFormValues = {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly birthDate: string | undefined;
  readonly password: string;
};

/** The input of {@link accountFormMachine}. */
export interface AccountFormMachineInput extends FormFlowInput {
  readonly client: StoreClient;
  /** The account as the store answered it (`customer.getClient`): the form starts from it. */
  readonly account: Customer;
  /** Replaces the field messages; `undefined` keeps the defaults. */
  readonly formMessages?: FormMessages | undefined;
  /** The clock of the birth-date age check; the real one when `undefined`. */
  readonly now?: (() => Date) | undefined;
  /** Shown when the store answers a change with false; a generic pt-BR text when `undefined`. */
  readonly rejectedText?: string | undefined;
}

/** Said when the store answers false to a change of the account (not in the store's own texts). */
export const accountRejectedText = 'Não foi possível salvar seus dados. Tente novamente.';

/** A string field the store may send beside the typed ones (`birthDate`, `gender`); '' when absent. */
const extraText = (account: Customer, name: string): string => {
  const value = (account as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};

/** 'YYYY-MM-DD' (with or without a time) → 'DD/MM/YYYY', what the field shows; other text is kept. */
const shownBirthDate = (value: string): string => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
};

/** 'DD/MM/YYYY' (or 'DDMMYYYY', as the validator reads it) → 'YYYY-MM-DD', the format the registration sends too. */
const sentBirthDate = (value: string): string => {
  const match = birthDatePattern.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
};

/** The form's first values for an account. */
export function accountFormValues(account: Customer): AccountValues {
  return {
    name: account.name,
    email: account.email,
    phone: account.phone?.phone1 ?? '',
    birthDate: shownBirthDate(extraText(account, 'birthDate')),
    password: '',
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the typed e-mail differs from the account's (the current password is then asked). */
export function isAccountEmailChanged(account: Customer, email: string): boolean {
  return !sameEmail(account.email, email);
}

/**
 * The account form's schema: name, e-mail, phone and the optional birth date are checked by the registration
 * form's own fields (same rules, same messages); the current password is required only when the e-mail changes.
 */
function createAccountFormSchema(input: AccountFormMachineInput): FormSchemaLike<AccountFormValues> {
  const messages = input.formMessages ?? formMessages;
  const { shape } = createRegisterFormSchema(messages, { now: input.now });
  return formSchemaOf<AccountFormValues>(
    {
      name: shape.name,
      email: shape.email,
      phone: shape.phone,
      birthDate: shape.birthDate,
      password: fieldRule(() => undefined),
    },
    (values) =>
      isAccountEmailChanged(input.account, String(values.email ?? '')) && !values.password
        ? { password: messages.login.passwordRequired }
        : {},
  );
}

const saveAccountActor = /* @__PURE__ */ fromPromise<
  Customer,
  FormSubmitInput<AccountFormMachineInput, AccountFormValues, undefined>
>(async ({ input, signal }) => {
  const { values, input: machine } = input;
  const { client, account } = machine;
  const rejected = machine.rejectedText ?? accountRejectedText;
  const info: ChangeCustomerInfoPayload = {
    name: values.name,
    phone: { phone1: values.phone },
    ...(values.birthDate ? { birthDate: sentBirthDate(values.birthDate) } : {}),
  };
  if (!(await client.customer.changeInfo(info, { signal }))) {
    throw new SubmissionRejectedError('customer.changeInfo', rejected);
  }
  const emailChanged = isAccountEmailChanged(account, values.email);
  if (emailChanged) {
    const changed = await client.customer.changeEmail(
      { email: values.email, password: values.password },
      { signal },
    );
    if (!changed) throw new SubmissionRejectedError('customer.changeEmail', rejected);
  }
  return {
    ...account,
    name: values.name,
    email: emailChanged ? values.email : account.email,
    phone: { ...account.phone, phone1: values.phone },
    ...(values.birthDate ? { birthDate: values.birthDate } : {}),
  } as Customer;
});

/**
 * The signed-in customer's account form: name, e-mail, phone and birth date, prefilled from the account; the
 * current password is asked only when the e-mail changes. Submit sends `customer.changeInfo` (name, phone,
 * birth date as YYYY-MM-DD), then `customer.changeEmail` when the e-mail changed. A success ends the machine
 * with the account as saved (output); a failure keeps the values and the store's text in `submitError`.
 */
export const accountFormMachine = /* @__PURE__ */ createFormMachine({
  id: 'accountForm',
  schema: createAccountFormSchema,
  initialValues: (input: AccountFormMachineInput): AccountValues => accountFormValues(input.account),
  initialResources: undefined,
  submit: saveAccountActor,
  completeOnSuccess: true,
});
