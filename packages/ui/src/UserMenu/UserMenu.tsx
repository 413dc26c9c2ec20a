import { routes } from '@vitrine/core';
import type { DropdownMenu } from 'radix-ui';
import {
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
  Suspense,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { part } from '../foundation/internal/createPart';
import { useControllableState } from '../foundation/internal/useControllableState';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { lazyParts } from '../internal/lazyParts';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import type {
  UserMenuContentProps,
  UserMenuItemProps,
  UserMenuLogoutProps,
  UserMenuSeparatorProps,
} from './UserMenuContent';
import { UserMenuContext, UserMenuOpenContext, useUserMenuContext } from './userMenuContext';
import { type UserMenuMessages, userMenuMessages } from './userMenuMessages';
import { type UseUserMenuOptions, useUserMenu } from './useUserMenu';

/*
 * Radix's menu (root, trigger, content, popper and items) is a module of its own, loaded once a customer is
 * signed in (a visitor sees the invite link only): the page's first download carries none of it. Its place is
 * held meanwhile. The content also preloads when the trigger is pointed at or focused; the opening click or key
 * is kept: the menu is open at once and appears as soon as its code has arrived.
 */
let contentModule: Promise<typeof import('./UserMenuContent')> | undefined;
function loadContent() {
  contentModule ??= import('./UserMenuContent');
  return contentModule;
}
function preloadContent() {
  void loadContent();
}
/** The parts in that module, each a `lazy()` stand-in keeping its props. */
const content = lazyParts(loadContent, [
  'UserMenuContentPart',
  'UserMenuDefaultContent',
  'UserMenuItemPart',
  'UserMenuLogoutPart',
  'UserMenuSeparatorPart',
  'UserMenuRadixRoot',
  'UserMenuRadixTrigger',
]);
/** The menu's entries, public parts of their own. */
const { UserMenuItemPart: Item, UserMenuLogoutPart: Logout, UserMenuSeparatorPart: Separator } = content;

/** Renders `children` once the nearest menu has opened at least once, loading them meanwhile. */
function OnceOpened({ children }: { readonly children: ReactNode }) {
  const open = useContext(UserMenuOpenContext);
  const opened = useRef(false);
  if (open) opened.current = true;
  if (!opened.current) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The menu (`role="menu"`): arrows move between items, Escape closes it and returns the focus to the trigger. */
function Content(props: UserMenuContentProps) {
  return (
    <OnceOpened>
      <content.UserMenuContentPart {...props} />
    </OnceOpened>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Text props of the user menu; each `undefined` keeps the provider's text, then the pt-BR default. */
export type UserMenuTextProps = { readonly [K in keyof UserMenuMessages]?: UserMenuMessages[K] | undefined };

/** Props of `UserMenu.Root`. */
export interface UserMenuRootProps extends PartProps<'div'>, UseUserMenuOptions {
  /** Replaces some of the menu's texts. */
  readonly messages?: UserMenuTextProps | undefined;
}

const RootElement = part('div', 'UserMenu.Root', 'vt-user-menu');

/** The menu's container; `data-state` is the session's status (`checking`, `anonymous`, `authenticated`, `loggingOut`). */
function Root({ messages, onNavigate, redirectAfterLogout, logoutFailure, ...props }: UserMenuRootProps) {
  const text = useUiMessages('userMenu', userMenuMessages, messages);
  const state = useUserMenu({ onNavigate, redirectAfterLogout, logoutFailure });
  const inviteRef = useRef<HTMLElement | null>(null);
  const { justLoggedOut } = state;
  useEffect(() => {
    // The trigger that had the focus is gone: the invite that replaces it takes it, so keyboard users stay put.
    if (justLoggedOut) inviteRef.current?.focus();
  }, [justLoggedOut]);
  return (
    <UserMenuContext.Provider value={{ ...state, text, inviteRef }}>
      <RootElement
        data-state={state.session.status}
        aria-busy={state.session.status === 'checking' ? true : undefined}
        {...props}
      />
    </UserMenuContext.Provider>
  );
}

/** Props of `UserMenu.Placeholder`. */
export type UserMenuPlaceholderProps = PartProps<'span'>;

const PlaceholderElement = part('span', 'UserMenu.Placeholder', 'vt-skeleton');

/** Keeps the menu's place while the session is checked (hidden from assistive technology); nothing afterwards. */
function Placeholder({ className, ...props }: UserMenuPlaceholderProps) {
  const { session } = useUserMenuContext('Placeholder');
  if (session.status !== 'checking') return null;
  return (
    <PlaceholderElement
      aria-hidden="true"
      data-loading=""
      {...props}
      className={cx('vt-user-menu__placeholder', className)}
    />
  );
}

/** Props of `UserMenu.Invite`. */
export type UserMenuInviteProps = PartProps<'a'>;

const InviteElement = part('a', 'UserMenu.Invite', 'vt-user-menu__invite');

/** The visitor's invite ('Entre ou cadastre-se') linking to /customer/login; nothing for a signed-in customer. */
function Invite({ ref, children, ...props }: UserMenuInviteProps) {
  const { session, text, inviteRef } = useUserMenuContext('Invite');
  if (session.status !== 'anonymous') return null;
  return (
    <InviteElement
      ref={(node: HTMLAnchorElement | null) => {
        inviteRef.current = node;
        assignRef(ref, node);
      }}
      href={routes.customerLogin}
      {...props}
    >
      {children ?? text.invite}
    </InviteElement>
  );
}

/** Props of `UserMenu.Menu`: Radix `DropdownMenu.Root` (`open` / `defaultOpen` / `onOpenChange`, `modal`). */
export type UserMenuMenuProps = ComponentPropsWithoutRef<typeof DropdownMenu.Root>;

/**
 * The dropdown's state holder (renders no element); nothing for a visitor or while checking. For a customer it
 * holds the menu's place (a skeleton of the trigger's size) while the menu's code loads.
 */
function Menu({ open, defaultOpen = false, onOpenChange, ...props }: UserMenuMenuProps) {
  const { session } = useUserMenuContext('Menu');
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  if (!session.isAuthenticated) return null;
  return (
    <UserMenuOpenContext.Provider value={isOpen}>
      <Suspense
        fallback={
          <span aria-hidden="true" data-loading="" className="vt-skeleton vt-user-menu__placeholder" />
        }
      >
        <content.UserMenuRadixRoot {...props} open={isOpen} onOpenChange={setOpen} />
      </Suspense>
    </UserMenuOpenContext.Provider>
  );
}

/** Props of `UserMenu.Trigger`. */
export type UserMenuTriggerProps = ComponentPropsWithRef<typeof DropdownMenu.Trigger>;

/** The welcome button ('Olá, Maria') opening the menu; Enter, Space or ↓ open it, the focus comes back to it. */
function Trigger({ className, children, ref, onPointerEnter, onFocus, ...props }: UserMenuTriggerProps) {
  const { session, text } = useUserMenuContext('Trigger');
  const welcome = session.firstName
    ? text.welcome.replace('{firstName}', session.firstName)
    : text.welcomeWithoutName;
  return (
    <content.UserMenuRadixTrigger
      ref={ref}
      {...props}
      onPointerEnter={composeEventHandlers(onPointerEnter, preloadContent)}
      onFocus={composeEventHandlers(onFocus, preloadContent)}
      className={cx('vt-user-menu__trigger', className)}
    >
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
    </content.UserMenuRadixTrigger>
  );
}

/** Props of `UserMenu.Error`. */
export type UserMenuErrorProps = PartProps<'p'>;

const ErrorTextElement = part('p', 'UserMenu.ErrorText', 'vt-field-error');

/** 'Erro ao realizar o logout.' after a refused logout (`role="alert"`); nothing otherwise. */
function ErrorText({ className, ...props }: UserMenuErrorProps) {
  const { logoutError } = useUserMenuContext('Error');
  if (!logoutError) return null;
  return (
    <ErrorTextElement role="alert" {...props} className={cx('vt-user-menu__error', className)}>
      {logoutError}
    </ErrorTextElement>
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
 * The header's session corner, ready to drop in (Login state): the invite for a visitor, and for a
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
        <OnceOpened>
          <content.UserMenuDefaultContent className={contentClassName} portal={portal} />
        </OnceOpened>
      </Menu>
      <ErrorText />
    </Root>
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

export type { UserMenuContentProps, UserMenuItemProps, UserMenuLogoutProps, UserMenuSeparatorProps };

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
