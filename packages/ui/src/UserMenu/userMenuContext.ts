import { createContext, type Ref, useContext } from 'react';
import type { UserMenuMessages } from './userMenuMessages';
import type { UserMenuState } from './useUserMenu';

/** What `UserMenu.Root` gives its parts. */
export interface UserMenuContextValue extends UserMenuState {
  readonly text: UserMenuMessages;
  readonly inviteRef: { current: HTMLElement | null };
}

export const UserMenuContext = createContext<UserMenuContextValue | undefined>(undefined);

/** The nearest `UserMenu.Root`'s state; throws, naming the fix, outside one. */
export function useUserMenuContext(part: string): UserMenuContextValue {
  const menu = useContext(UserMenuContext);
  if (!menu) throw new Error(`<UserMenu.${part}> must be inside <UserMenu.Root>.`);
  return menu;
}

/** Whether the nearest `UserMenu.Menu` is open (its content loads the first time it is). */
export const UserMenuOpenContext = createContext(false);

/** The props every part takes besides its element's. */
export interface PartProps<E extends HTMLElement> {
  /** Renders the part's behaviour on the single child instead (Radix `Slot`). */
  readonly asChild?: boolean | undefined;
  readonly ref?: Ref<E> | undefined;
}
