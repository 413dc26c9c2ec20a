import { routes } from '@vitrine/core';
import { DropdownMenu, Slot } from 'radix-ui';
import { type ComponentPropsWithoutRef, createContext, type Ref, useContext, useEffect, useRef } from 'react';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { useUiMessages } from '../messages/useUiMessages';
import { type UserMenuMessages, userMenuMessages } from './userMenuMessages';
import { type UserMenuState, type UseUserMenuOptions, useUserMenu } from './useUserMenu';

interface UserMenuContextValue extends UserMenuState {
  readonly text: UserMenuMessages;
  readonly inviteRef: { current: HTMLElement | null };
}

const UserMenuContext = createContext<UserMenuContextValue | undefined>(undefined);

function useUserMenuContext(part: string): UserMenuContextValue {
  const menu = useContext(UserMenuContext);
  if (!menu) throw new Error(`<UserMenu.${part}> must be inside <UserMenu.Root>.`);
  return menu;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

interface PartProps<E extends HTMLElement> {
  /** Renders the part's behaviour on the single child instead (Radix `Slot`). */
  readonly asChild?: boolean | undefined;
  readonly ref?: Ref<E> | undefined;
}

/** Text props of the user menu; each `undefined` keeps the provider's text, then the pt-BR default. */
export type UserMenuTextProps = { readonly [K in keyof UserMenuMessages]?: UserMenuMessages[K] | undefined };

/** Props of `UserMenu.Root`. */
export interface UserMenuRootProps
  extends ComponentPropsWithoutRef<'div'>,
    PartProps<HTMLDivElement>,
    UseUserMenuOptions {
  /** Replaces some of the menu's texts. */
  readonly messages?: UserMenuTextProps | undefined;
}

/** The menu's container; `data-state` is the session's status (`checking`, `anonymous`, `authenticated`, `loggingOut`). */
function Root({
  asChild,
  className,
  ref,
  messages,
  onNavigate,
  redirectAfterLogout,
  logoutFailure,
  ...props
}: UserMenuRootProps) {
  const text = useUiMessages('userMenu', userMenuMessages, messages);
  const state = useUserMenu({ onNavigate, redirectAfterLogout, logoutFailure });
  const inviteRef = useRef<HTMLElement | null>(null);
  const { justLoggedOut } = state;
  useEffect(() => {
    // The trigger that had the focus is gone: the invite that replaces it takes it, so keyboard users stay put.
    if (justLoggedOut) inviteRef.current?.focus();
  }, [justLoggedOut]);
  const Component = asChild ? Slot.Root : 'div';
  return (
    <UserMenuContext.Provider value={{ ...state, text, inviteRef }}>
      <Component
        ref={ref}
        data-state={state.session.status}
        aria-busy={state.session.status === 'checking' ? true : undefined}
        {...props}
        className={cx('vt-user-menu', className)}
      />
    </UserMenuContext.Provider>
  );
}

/** Props of `UserMenu.Placeholder`. */
export interface UserMenuPlaceholderProps
  extends ComponentPropsWithoutRef<'span'>,
    PartProps<HTMLSpanElement> {}

/** Keeps the menu's place while the session is checked (hidden from assistive technology); nothing afterwards. */
function Placeholder({ asChild, className, ref, ...props }: UserMenuPlaceholderProps) {
  const { session } = useUserMenuContext('Placeholder');
  if (session.status !== 'checking') return null;
  const Component = asChild ? Slot.Root : 'span';
  return (
    <Component
      ref={ref}
      aria-hidden="true"
      data-loading=""
      {...props}
      className={cx('vt-skeleton', 'vt-user-menu__placeholder', className)}
    />
  );
}

/** Props of `UserMenu.Invite`. */
export interface UserMenuInviteProps extends ComponentPropsWithoutRef<'a'>, PartProps<HTMLAnchorElement> {}

/** The visitor's invite ('Entre ou cadastre-se') linking to /customer/login; nothing for a signed-in customer. */
function Invite({ asChild, className, ref, children, ...props }: UserMenuInviteProps) {
  const { session, text, inviteRef } = useUserMenuContext('Invite');
  if (session.status !== 'anonymous') return null;
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      ref={(node: HTMLAnchorElement | null) => {
        inviteRef.current = node;
        assignRef(ref, node);
      }}
      href={routes.customerLogin}
      {...props}
      className={cx('vt-user-menu__invite', className)}
    >
      {children ?? text.invite}
    </Component>
  );
}

/** Props of `UserMenu.Menu`: Radix `DropdownMenu.Root` (`open` / `defaultOpen` / `onOpenChange`, `modal`). */
export type UserMenuMenuProps = ComponentPropsWithoutRef<typeof DropdownMenu.Root>;

/** The dropdown's state holder (renders no element); nothing for a visitor or while checking. */
function Menu(props: UserMenuMenuProps) {
  const { session } = useUserMenuContext('Menu');
  if (!session.isAuthenticated) return null;
  return <DropdownMenu.Root {...props} />;
}

/** Props of `UserMenu.Trigger`. */
export interface UserMenuTriggerProps
  extends Omit<ComponentPropsWithoutRef<typeof DropdownMenu.Trigger>, 'asChild'>,
    PartProps<HTMLButtonElement> {}

/** The welcome button ('Olá, Maria') opening the menu; Enter, Space or ↓ open it, the focus comes back to it. */
function Trigger({ className, children, ref, ...props }: UserMenuTriggerProps) {
  const { session, text } = useUserMenuContext('Trigger');
  const welcome = session.firstName
    ? text.welcome.replace('{firstName}', session.firstName)
    : text.welcomeWithoutName;
  return (
    <DropdownMenu.Trigger ref={ref} {...props} className={cx('vt-user-menu__trigger', className)}>
      {children ?? (
        <>
          <span className="vt-user-menu__welcome">{welcome}</span>
          <svg
            className="vt-user-menu__chevron"
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </>
      )}
    </DropdownMenu.Trigger>
  );
}

/** Props of `UserMenu.Content`. */
export interface UserMenuContentProps
  extends Omit<ComponentPropsWithoutRef<typeof DropdownMenu.Content>, 'asChild'>,
    PartProps<HTMLDivElement> {
  /** Renders the menu in a portal at the end of `<body>` (default) or in place. */
  readonly portal?: boolean | undefined;
}

/** The menu (`role="menu"`): arrows move between items, Escape closes it and returns the focus to the trigger. */
function Content({
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
export interface UserMenuItemProps
  extends Omit<ComponentPropsWithoutRef<typeof DropdownMenu.Item>, 'asChild'>,
    PartProps<HTMLDivElement> {
  /** The page it links to; with `href` the item renders an `<a>`. */
  readonly href?: string | undefined;
}

/** A menu item, a link when `href` is given ('Minha Conta' → /customer, 'Meus Pedidos' → /customer/order). */
function Item({ className, ref, href, children, asChild, ...props }: UserMenuItemProps) {
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
function Logout({ children, onSelect, ...props }: UserMenuLogoutProps) {
  const { session, text } = useUserMenuContext('Logout');
  const loggingOut = session.status === 'loggingOut';
  return (
    <Item
      {...props}
      disabled={loggingOut || props.disabled}
      data-loading={loggingOut ? '' : undefined}
      onSelect={composeEventHandlers(onSelect, () => session.logout())}
    >
      {children ?? (loggingOut ? text.loggingOut : text.logout)}
    </Item>
  );
}

/** Props of `UserMenu.Separator`. */
export type UserMenuSeparatorProps = ComponentPropsWithoutRef<typeof DropdownMenu.Separator>;

/** A line between groups of items. */
function Separator({ className, ...props }: UserMenuSeparatorProps) {
  return <DropdownMenu.Separator {...props} className={cx('vt-user-menu__separator', className)} />;
}

/** Props of `UserMenu.Error`. */
export interface UserMenuErrorProps extends ComponentPropsWithoutRef<'p'>, PartProps<HTMLParagraphElement> {}

/** 'Erro ao realizar o logout.' after a refused logout (`role="alert"`); nothing otherwise. */
function ErrorText({ asChild, className, ref, ...props }: UserMenuErrorProps) {
  const { logoutError } = useUserMenuContext('Error');
  if (!logoutError) return null;
  const Component = asChild ? Slot.Root : 'p';
  return (
    <Component
      ref={ref}
      role="alert"
      {...props}
      className={cx('vt-field-error', 'vt-user-menu__error', className)}
    >
      {logoutError}
    </Component>
  );
}

/** Props of the ready-made `UserMenu`. */
export interface UserMenuProps extends Omit<UserMenuRootProps, 'children' | 'asChild'>, UserMenuTextProps {
  /** Class of the dropdown. */
  readonly contentClassName?: string | undefined;
  /**
   * Radix's modal mode of the dropdown. Default `false`: a menu button's menu is not modal (WAI-ARIA APG), Tab or
   * a click outside closes it, and the page is never hidden from assistive technology while it is open.
   */
  readonly modal?: boolean | undefined;
  /** Renders the menu in a portal at the end of `<body>`; default `false`: in place, inside the header's landmark. */
  readonly portal?: boolean | undefined;
}

const textKeys = Object.keys(userMenuMessages);

/**
 * The header's session corner, ready to drop in (section 4, Login state): the invite for a visitor, and for a
 * customer with a password the welcome with the first name opening a menu with 'Minha Conta', 'Meus Pedidos' and
 * 'Sair'. A refused logout keeps the menu and says 'Erro ao realizar o logout.'; a successful one goes home.
 */
function UserMenuDefault({
  contentClassName,
  modal = false,
  portal = false,
  messages,
  ...rest
}: UserMenuProps) {
  const textProps: Record<string, unknown> = { ...messages };
  const rootProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (textKeys.includes(key)) textProps[key] = value;
    else rootProps[key] = value;
  }
  return (
    <Root {...(rootProps as UserMenuRootProps)} messages={textProps as UserMenuTextProps}>
      <Placeholder />
      <Invite />
      <Menu modal={modal}>
        <Trigger />
        <Content className={contentClassName} portal={portal}>
          <UserMenuLinks />
          <Separator />
          <Logout />
        </Content>
      </Menu>
      <ErrorText />
    </Root>
  );
}

function UserMenuLinks() {
  const { text } = useUserMenuContext('Item');
  return (
    <>
      <Item href={routes.customer}>{text.account}</Item>
      <Item href={routes.customerOrders}>{text.orders}</Item>
    </>
  );
}

/** The parts of the user menu, to compose your own markup inside `UserMenu.Root`. */
export const UserMenuParts = {
  Root,
  Placeholder,
  Invite,
  Menu,
  Trigger,
  Content,
  Item,
  Logout,
  Separator,
  Error: ErrorText,
};

/** The user menu: `<UserMenu />` ready-made, or its parts (`UserMenu.Root`, `.Invite`, `.Trigger`...) composed. */
export const UserMenu = Object.assign(UserMenuDefault, UserMenuParts);

export {
  Content as UserMenuContent,
  ErrorText as UserMenuError,
  Invite as UserMenuInvite,
  Item as UserMenuItem,
  Logout as UserMenuLogout,
  Menu as UserMenuMenu,
  Placeholder as UserMenuPlaceholder,
  Root as UserMenuRoot,
  Separator as UserMenuSeparator,
  Trigger as UserMenuTrigger,
};
