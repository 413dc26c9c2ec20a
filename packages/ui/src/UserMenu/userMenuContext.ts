import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { UserMenuMessages } from './userMenuMessages';
import type { UserMenuState } from './useUserMenu';

/** What `UserMenu.Root` gives its parts. */
export interface UserMenuContextValue extends UserMenuState {
  readonly text: UserMenuMessages;
  readonly inviteRef: { current: HTMLElement | null };
}

/** The nearest `UserMenu.Root`'s state; `null` outside one. */
export const UserMenuContext = createContext<UserMenuContextValue | null>(null);

/** The nearest `UserMenu.Root`'s state; throws, naming the fix, outside one. */
export function useUserMenuContext(part: string): UserMenuContextValue {
  return usePartsContext(UserMenuContext, 'UserMenu', part);
}

/** Whether the nearest `UserMenu.Menu` is open (its content loads the first time it is). */
export const UserMenuOpenContext = createContext(false);
