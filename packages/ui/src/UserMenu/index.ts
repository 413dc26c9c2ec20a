'use client';

// `@vitrine/ui/UserMenu`: what `@vitrine/ui` exports from this folder.
export type {
  UserMenuContentProps,
  UserMenuErrorProps,
  UserMenuInviteProps,
  UserMenuItemProps,
  UserMenuLogoutProps,
  UserMenuMenuProps,
  UserMenuPlaceholderProps,
  UserMenuProps,
  UserMenuRootProps,
  UserMenuSeparatorProps,
  UserMenuTextProps,
  UserMenuTriggerProps,
} from './UserMenu';
export {
  UserMenu,
  UserMenuContent,
  UserMenuError,
  UserMenuInvite,
  UserMenuItem,
  UserMenuLogout,
  UserMenuMenu,
  UserMenuParts,
  UserMenuPlaceholder,
  UserMenuRoot,
  UserMenuSeparator,
  UserMenuTrigger,
} from './UserMenu';
export type { UserMenuMessages } from './userMenuMessages';
export { userMenuMessages } from './userMenuMessages';
export type { UserMenuState, UseUserMenuOptions } from './useUserMenu';
export { useUserMenu } from './useUserMenu';
