import {
  type AntiBotTokenProvider,
  type Customer,
  maskBirthDate,
  maskCnpj,
  maskCpf,
  type RegisterValues,
} from '@vitrine/core';
import { type FormFlow, useRegisterForm } from '@vitrine/hooks';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useControllableState } from '../foundation/internal/useControllableState';
import { useFocusFirstInvalid } from '../internal/useFocusFirstInvalid';

/** Who registers: a person (CPF and birth date) or a company (CNPJ, numeric or alphanumeric). */
export type RegisterPersonType = 'person' | 'company';

/** The fields of the registration form, as `useRegisterForm` names them. */
export type RegisterFieldName = keyof RegisterValues & string;

/** Options of `useRegisterFormBehaviour`. */
export interface UseRegisterFormBehaviourOptions {
  /** The page's anti-bot token source (action 'Register'); `undefined` sends an empty token. Read on mount. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  /** The clock of the birth-date age check (10 to 100 years); the real one when `undefined`. Read on mount. */
  readonly now?: (() => Date) | undefined;
  /** The controlled person type; `undefined` leaves it uncontrolled. */
  readonly personType?: RegisterPersonType | undefined;
  /** The first person type when uncontrolled; 'person' when `undefined`. */
  readonly defaultPersonType?: RegisterPersonType | undefined;
  /** Hears every switch between person and company. */
  readonly onPersonTypeChange?: ((personType: RegisterPersonType) => void) | undefined;
  /** Called once with the new customer when the store has created the account (the page is then signed in). */
  readonly onRegistered?: ((customer: Customer) => void) | undefined;
}

/** What `useRegisterFormBehaviour` returns. */
export interface RegisterFormBehaviour {
  /** The registration flow (`useRegisterForm`): values, messages, status, prop getters. */
  readonly form: FormFlow<RegisterValues>;
  readonly personType: RegisterPersonType;
  /** Switches person / company: the document is emptied (its mask changes), a company's birth date too. */
  setPersonType(personType: RegisterPersonType): void;
  /** The account exists: the flow has ended, the fields are locked and the success message shows. */
  readonly completed: boolean;
  /** The registered customer; `undefined` until `completed`. */
  readonly customer: Customer | undefined;
  /** What shows in the status region: 'success', 'error' (the store's text) or nothing. */
  readonly outcome: 'success' | 'error' | undefined;
  /** The id of the status region, which receives focus once registered (the fields it leaves are locked). */
  readonly statusId: string;
  /** Masks text typed into field `name` for the current person type (CPF or CNPJ, DD/MM/YYYY, phone). */
  mask(name: RegisterFieldName, text: string): string;
  /** For the form's submit: sends, or shows every message and focuses the first wrong field (nothing is sent). */
  submit(formElement: HTMLElement): void;
}

/** The flow ends with the customer as the machine's output (core's `registerMachine`); `FormFlow` has no field for it. */
const outputOf = (actor: FormFlow<RegisterValues>['actor']): Customer | undefined =>
  (actor.getSnapshot() as { readonly output?: Customer | undefined }).output;

/**
 * The behaviour of the registration form over `useRegisterForm`: the person / company switch (CPF mask and birth
 * date for a person, CNPJ mask for a company), the masks, submit with focus on the first wrong field, the success
 * (`onRegistered(customer)`, focus to the status) and the failure (the store's text, the fields as typed).
 * @example
 * const register = useRegisterFormBehaviour({ onRegistered: (customer) => console.log(customer.name) });
 * const field = register.form.getFieldProps('document');
 * <input {...field} onChange={(event) => field.onChange(register.mask('document', event.target.value))} />;
 */
export function useRegisterFormBehaviour(
  options: UseRegisterFormBehaviourOptions = {},
): RegisterFormBehaviour {
  const { antiBot, now, onRegistered } = options;
  const form = useRegisterForm({ antiBot, now });
  const [personType, setPersonType] = useControllableState(
    options.personType,
    options.defaultPersonType ?? 'person',
    options.onPersonTypeChange,
  );
  const focusFirstInvalid = useFocusFirstInvalid(form.isSubmitting);
  const statusId = useId();
  const completed = form.status === 'completed';
  const customer = completed ? outputOf(form.actor) : undefined;

  // A switch (by the shopper or a controlling parent) empties what the new mask cannot hold.
  const latest = useRef(form);
  latest.current = form;
  const shownType = useRef(personType);
  useEffect(() => {
    if (shownType.current === personType) return;
    shownType.current = personType;
    const { values, setValue, status } = latest.current;
    if (status === 'completed') return;
    if (values.document !== '') setValue('document', '');
    if (personType === 'company' && values.birthDate !== '') setValue('birthDate', '');
  }, [personType]);

  const registered = useRef(onRegistered);
  registered.current = onRegistered;
  const announced = useRef(false);
  useEffect(() => {
    if (!customer || announced.current) return;
    announced.current = true;
    registered.current?.(customer);
    // The fields and the button are locked now: focus goes to the success message rather than the page.
    document.getElementById(statusId)?.focus();
  }, [customer, statusId]);

  const mask = useCallback(
    (name: RegisterFieldName, text: string) => {
      if (name === 'document') return personType === 'person' ? maskCpf(text) : maskCnpj(text);
      if (name === 'birthDate') return maskBirthDate(text);
      return text;
    },
    [personType],
  );

  const submit = useCallback(
    (formElement: HTMLElement) => {
      latest.current.submit();
      focusFirstInvalid(formElement);
    },
    [focusFirstInvalid],
  );

  const outcome = completed ? 'success' : form.status === 'failure' ? 'error' : undefined;
  return useMemo(
    () => ({ form, personType, setPersonType, completed, customer, outcome, statusId, mask, submit }),
    [form, personType, setPersonType, completed, customer, outcome, statusId, mask, submit],
  );
}
