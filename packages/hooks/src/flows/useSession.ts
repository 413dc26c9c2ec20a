import { type Customer, customerFirstName } from '@vitrine/core';
import { shallowEqual } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useStorefrontEvent } from '../provider/useStorefrontEvent';
import { browserWindow } from '../utilities/browserWindow';
import { useFlowSelector } from './useFlowSelector';
import { useSessionActor } from './useSessionActor';

/** Where the shopper's session stands. */
export type SessionStatus = 'checking' | 'anonymous' | 'authenticated' | 'loggingOut';

/** Options of `useSession`. */
export interface UseSessionOptions {
  /**
   * What a failed session check does (a `page.reload` on the bus); `window.location.reload()` when
   * `undefined`. Pass your router's refresh, or a no-op to handle `page.reload` elsewhere.
   */
  readonly onPageReload?: (() => void) | undefined;
  /** Runs the session validity check once on mount (the product detail page does). */
  readonly checkOnMount?: boolean | undefined;
}

/** What `useSession` returns. */
export interface SessionFlow {
  readonly status: SessionStatus;
  /** The signed-in customer (with a password); `undefined` for a visitor or while checking. */
  readonly customer: Customer | undefined;
  /** The first name for the welcome message; `undefined` for a visitor. */
  readonly firstName: string | undefined;
  readonly isAuthenticated: boolean;
  /** 'Sair': a failure keeps the customer signed in and shows 'Erro ao realizar o logout.'. */
  logout(): void;
  /** Runs the session validity check; a failure publishes `page.reload`. */
  check(): void;
  /** Another flow signed the shopper in (registration, social login). */
  signIn(customer: Customer): void;
}

/**
 * The shopper's session (Login state) over core's `loginMachine`, one per provider: the login
 * form is `useLoginForm()`, registration `useRegisterForm()`, the password `usePasswordChange()`, the
 * addresses `useAddressBook()`. A failed session check publishes `page.reload`, which reloads the page
 * after render (never during server rendering) unless `onPageReload` says otherwise.
 * @example
 * const { status, firstName, logout } = useSession();
 * status === 'authenticated' ? <p>Olá, {firstName} <button onClick={logout}>Sair</button></p> : <a href="/customer/login">Entrar</a>
 */
export function useSession(options?: UseSessionOptions): SessionFlow {
  const actor = useSessionActor();
  const { status, customer } = useFlowSelector(
    actor,
    (snapshot) => ({
      status: (snapshot.value as { session: SessionStatus }).session,
      customer: snapshot.context.customer,
    }),
    shallowEqual,
  );
  const onPageReload = options?.onPageReload;
  useStorefrontEvent('page.reload', () => {
    if (onPageReload) onPageReload();
    else browserWindow()?.location.reload();
  });
  const checkOnMount = useRef(options?.checkOnMount === true);
  useEffect(() => {
    if (checkOnMount.current) actor.send({ type: 'session.check' });
  }, [actor]);
  return useMemo(
    () => ({
      status,
      customer,
      firstName: customer ? customerFirstName(customer.name) : undefined,
      isAuthenticated: status === 'authenticated' || status === 'loggingOut',
      logout: () => actor.send({ type: 'logout' }),
      check: () => actor.send({ type: 'session.check' }),
      signIn: (signedIn) => actor.send({ type: 'session.authenticated', customer: signedIn }),
    }),
    [actor, status, customer],
  );
}
