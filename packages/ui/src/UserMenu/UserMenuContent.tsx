import { routes } from '@vitrine/core';
import { DropdownMenu } from 'radix-ui';
import type { ComponentPropsWithRef, Ref } from 'react';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { useUserMenuContext } from './userMenuContext';

/*
 * The open menu: its content and items (Radix's menu, popper and focus management). `UserMenu` loads this
 * module the first time the menu opens, or when its trigger is pointed at or focused.
 */

/** Props of `UserMenu.Content`. */
export interface UserMenuContentProps extends ComponentPropsWithRef<typeof DropdownMenu.Content> {
  /** Renders the menu in a portal at the end of `<body>` (default) or in place. */
  readonly portal?: boolean | undefined;
}

/** The menu (`role="menu"`): arrows move between items, Escape closes it and returns the focus to the trigger. */
export function UserMenuContentPart({
  className,
  ref,
  portal = true,
  sideOffset = 6,
  align = 'end',
  ...props
}: UserMenuContentProps) {
  const content = (
    <DropdownMenu.Content
      ref={ref}
      sideOffset={sideOffset}
      align={align}
      {...props}
      className={cx('vt-user-menu__content', className)}
    />
  );
  return portal ? <DropdownMenu.Portal>{content}</DropdownMenu.Portal> : content;
}

/** Props of `UserMenu.Item`. */
export interface UserMenuItemProps extends ComponentPropsWithRef<typeof DropdownMenu.Item> {
  /** The page it links to; with `href` the item renders an `<a>`. */
  readonly href?: string | undefined;
}

/** A menu item, a link when `href` is given ('Minha Conta' → /customer, 'Meus Pedidos' → /customer/order). */
export function UserMenuItemPart({ className, ref, href, children, asChild, ...props }: UserMenuItemProps) {
  if (href !== undefined && !asChild) {
    return (
      <DropdownMenu.Item {...props} asChild className={cx('vt-user-menu__item', className)}>
        <a ref={ref as Ref<HTMLAnchorElement>} href={href}>
          {children}
        </a>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item ref={ref} asChild={asChild} {...props} className={cx('vt-user-menu__item', className)}>
      {children}
    </DropdownMenu.Item>
  );
}

/** Props of `UserMenu.Logout`. */
export type UserMenuLogoutProps = Omit<UserMenuItemProps, 'href'>;

/** 'Sair': ends the session; disabled ('Saindo…') while the logout runs. */
export function UserMenuLogoutPart({ children, onSelect, ...props }: UserMenuLogoutProps) {
  const { session, text } = useUserMenuContext('Logout');
  const loggingOut = session.status === 'loggingOut';
  return (
    <UserMenuItemPart
      {...props}
      disabled={loggingOut || props.disabled}
      data-loading={loggingOut ? '' : undefined}
      onSelect={composeEventHandlers(onSelect, () => session.logout())}
    >
      {children ?? (loggingOut ? text.loggingOut : text.logout)}
    </UserMenuItemPart>
  );
}

/** Props of `UserMenu.Separator`. */
export type UserMenuSeparatorProps = ComponentPropsWithRef<typeof DropdownMenu.Separator>;

/** A line between groups of items. */
export function UserMenuSeparatorPart({ className, ...props }: UserMenuSeparatorProps) {
  return <DropdownMenu.Separator {...props} className={cx('vt-user-menu__separator', className)} />;
}

function UserMenuLinks() {
  const { text } = useUserMenuContext('Item');
  return (
    <>
      <UserMenuItemPart href={routes.customer}>{text.account}</UserMenuItemPart>
      <UserMenuItemPart href={routes.customerOrders}>{text.orders}</UserMenuItemPart>
    </>
  );
}

/** Props of `UserMenuDefaultContent`. */
export interface UserMenuDefaultContentProps {
  readonly className?: string | undefined;
  readonly portal?: boolean | undefined;
}

/** The ready-made menu: 'Minha Conta', 'Meus Pedidos', a separator and 'Sair'. */
export function UserMenuDefaultContent({ className, portal }: UserMenuDefaultContentProps) {
  return (
    <UserMenuContentPart className={className} portal={portal}>
      <UserMenuLinks />
      <UserMenuSeparatorPart />
      <UserMenuLogoutPart />
    </UserMenuContentPart>
  );
}

/** Radix's menu root and trigger: loaded with the rest of the menu once a customer is signed in. */
export const UserMenuRadixRoot = DropdownMenu.Root;
export const UserMenuRadixTrigger = DropdownMenu.Trigger;
