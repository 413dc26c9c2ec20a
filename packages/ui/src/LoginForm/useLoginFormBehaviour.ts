import type { Customer, LoginValues } from '@vitrine/core';
import { browserWindow, type FormFlow, type SessionFlow, useLoginForm, useSession } from '@vitrine/hooks';
import { type ChangeEvent, type FormEvent, useEffect, useRef } from 'react';
import { useFocusFirstInvalid } from '../internal/useFocusFirstInvalid';
import { completeLoginIdentifier, formatLoginIdentifier } from './formatLoginIdentifier';
import { safeRedirectPath } from './safeRedirectPath';

/** Options of `useLoginFormBehaviour` (the props of `LoginForm.Root`). */
export interface UseLoginFormBehaviourOptions {
  /** Hears the sign-in (by the form or a social button) with the customer, before the redirect. */
  readonly onLoggedIn?: ((customer: Customer) => void) | undefined;
  /**
   * Where to go once signed in, usually the page's `redirect` query parameter. Only a path of this site is
   * followed; anything else, or `undefined`, goes to '/customer'.
   */
  readonly redirectTo?: string | null | undefined;
  /** Whether the widget sends the shopper to `redirectTo` once signed in; true when `undefined`. */
  readonly redirectAfterLogin?: boolean | undefined;
  /** How to go there; a full page load (`window.location.assign`) when `undefined`. */
  readonly navigate?: ((href: string) => void) | undefined;
}

/** What `useLoginFormBehaviour` returns. */
export interface LoginFormBehaviour {
  /** The page's session (its status drives the widget: `checking`, `anonymous`, `authenticated`…). */
  readonly session: SessionFlow;
  /** The session's login form (empty, its commands idle, unless the shopper is a visitor). */
  readonly form: FormFlow<LoginValues>;
  /** The checked address the shopper goes to once signed in. */
  readonly target: string;
  /** The form cannot take input yet: the session is being checked (and on the server). */
  readonly isChecking: boolean;
  /** The submit handler of the `<form>`: sends, or shows every message and focuses the first wrong field. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The change handler of the e-mail, CPF or CNPJ field: masks a CPF or CNPJ as typed. */
  onIdentifierChange(event: ChangeEvent<HTMLInputElement>): void;
  /** The blur handler of that field: masks a complete alphanumeric CNPJ, then marks the field touched. */
  onIdentifierBlur(): void;
}

const assignLocation = (href: string) => browserWindow()?.location.assign(href);

/**
 * The login page's behaviour over `useLoginForm` and `useSession`: the CPF/CNPJ mask of the identifier field,
 * the submit, and what follows a sign-in seen while mounted (the form's or a social button's): `onLoggedIn`,
 * then the redirect to the checked `redirectTo` (in an effect, never during render).
 * @example
 * const login = useLoginFormBehaviour({ redirectTo: new URLSearchParams(location.search).get('redirect') });
 * <form onSubmit={login.onSubmit} />
 */
export function useLoginFormBehaviour(options: UseLoginFormBehaviourOptions = {}): LoginFormBehaviour {
  const session = useSession();
  const form = useLoginForm();
  const focusFirstInvalid = useFocusFirstInvalid(form.isSubmitting);
  const target = safeRedirectPath(options.redirectTo);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // Only a sign-in that happens here counts: a customer already signed in on arrival is not redirected.
  const sawVisitor = useRef(false);
  const { status, customer } = session;
  useEffect(() => {
    if (status === 'anonymous') {
      sawVisitor.current = true;
      return;
    }
    if (status !== 'authenticated' || !customer || !sawVisitor.current) return;
    sawVisitor.current = false;
    const { onLoggedIn, redirectAfterLogin, navigate, redirectTo } = latest.current;
    onLoggedIn?.(customer);
    if (redirectAfterLogin !== false) (navigate ?? assignLocation)(safeRedirectPath(redirectTo));
  }, [status, customer]);
  const identifier = form.getFieldProps('email');
  return {
    session,
    form,
    target,
    isChecking: status === 'checking',
    onSubmit(event) {
      event.preventDefault();
      form.submit();
      focusFirstInvalid(event.currentTarget);
    },
    onIdentifierChange(event) {
      identifier.onChange(formatLoginIdentifier(event.target.value, identifier.value ?? ''));
    },
    onIdentifierBlur() {
      const value = identifier.value ?? '';
      const completed = completeLoginIdentifier(value);
      if (completed !== value) identifier.onChange(completed);
      identifier.onBlur();
    },
  };
}
