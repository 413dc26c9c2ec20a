import { routes } from '@vitrine/core';
import { type SessionFlow, useSession, useStorefront } from '@vitrine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Options of `useUserMenu`. */
export interface UseUserMenuOptions {
  /**
   * Where the menu sends the shopper after a successful logout (`redirectAfterLogout`). When `undefined`, a
   * `navigate` event is published on the bus and the provider's `navigate` goes there (in the effect that
   * follows the logout, never during render).
   */
  readonly onNavigate?: ((href: string) => void) | undefined;
  /** The page after a successful logout; '/' when `undefined`, `false` to stay. */
  readonly redirectAfterLogout?: string | false | undefined;
  /** The logout failure text; the session flow's 'Erro ao realizar o logout.' when `undefined`. */
  readonly logoutFailure?: string | undefined;
}

/** What `useUserMenu` returns. */
export interface UserMenuState {
  readonly session: SessionFlow;
  /** 'Erro ao realizar o logout.' after a refused logout, until the next attempt; `undefined` otherwise. */
  readonly logoutError: string | undefined;
  /** Whether the last logout just succeeded (the invite takes the trigger's focus). */
  readonly justLoggedOut: boolean;
}

/**
 * The user menu's behaviour over `useSession`: the session's status, the logout failure kept beside the menu
 * (the session flow only publishes it as an alert), and the redirect home after a successful logout.
 * @example
 * const { session, logoutError } = useUserMenu();
 */
export function useUserMenu(options: UseUserMenuOptions = {}): UserMenuState {
  const session = useSession();
  const { navigate, messages } = useStorefront();
  const [logoutError, setLogoutError] = useState<string | undefined>(undefined);
  const [justLoggedOut, setJustLoggedOut] = useState(false);
  const previous = useRef(session.status);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const failureText = options.logoutFailure ?? messages.formFlow.session.logoutFailure;
  useEffect(() => {
    const before = previous.current;
    previous.current = session.status;
    if (session.status === 'loggingOut') {
      setLogoutError(undefined);
      setJustLoggedOut(false);
      return;
    }
    if (before !== 'loggingOut') return;
    if (session.status === 'authenticated') {
      setLogoutError(failureText);
      return;
    }
    setJustLoggedOut(true);
    const target = latest.current.redirectAfterLogout ?? routes.home;
    if (target === false) return;
    if (latest.current.onNavigate) latest.current.onNavigate(target);
    else navigate(target);
  }, [session.status, failureText, navigate]);
  return { session, logoutError, justLoggedOut };
}
