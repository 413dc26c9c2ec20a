import { routes } from '@vitrine/core';
import { type Context, createContext, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { type PartComponent, part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { composeEventHandlers } from './composeEventHandlers';
import { dataFlag } from './dataAttributes';
import { useMergedRefs } from './mergeRefs';
import { type PartProps, usePartsContext } from './partsContext';
import { useFocusAfterRetry } from './useFocusAfterRetry';

/*
 * The shell of a signed-in customer's list (`OrderList`, `WishlistGrid`): the five states (loading, a visitor's
 * invite, the failure with its retry, none, the list), read the same way from the list's read, and the parts that
 * draw the shell alike: the Root's section, the heading, the loading frame, the failure, 'Tentar novamente' and the
 * invite. `useCustomerListShell` is the behaviour; `defineCustomerList` declares a widget (its name, its CSS block,
 * its context); the parts take it as their `list` prop and `customerListParts` binds them once, at the widget
 * module's top level, for the widget to export under its own names. What the list shows (orders, product cards)
 * and its empty state stay the widget's. Classes: `<block>`, `<block>__title`, `__error`, `__error-message`,
 * `__retry`, `__invite`, `__login`, and the loading frame's, which the widget names.
 */

/** What a customer's list shows: loading (the session check or the first load), a visitor's invite, the failure, none, the list. */
export type CustomerListState = 'loading' | 'anonymous' | 'error' | 'empty' | 'ready';

/** What the shell reads of the list's data: the session, the read's state, and how to read again. */
export interface CustomerListRead {
  /** The session is still being checked. */
  readonly isChecking: boolean;
  readonly isAuthenticated: boolean;
  /** The list; `undefined` until it has loaded. */
  readonly data: readonly unknown[] | undefined;
  readonly error: unknown;
  /** A request is on its way (a retry, once the list has failed). */
  readonly isValidating: boolean;
}

/** The shell's behaviour: the state and the prop getters every customer's list has. */
export interface CustomerListShell {
  readonly status: CustomerListState;
  /** A retry is on its way (the error stays until it answers). */
  readonly isRetrying: boolean;
  /** Props of the root: `aria-busy` while loading, `data-state`, and the focus target after a retry. */
  getRootProps(): {
    readonly ref: RefObject<HTMLElement | null>;
    readonly tabIndex: -1;
    readonly 'aria-busy': true | undefined;
    readonly 'data-state': CustomerListState;
  };
  /** Props of the 'Tentar novamente' button: reloads, marked `aria-disabled` and `data-loading` while it runs. */
  getRetryProps(): {
    readonly type: 'button';
    readonly 'aria-disabled': true | undefined;
    readonly 'data-loading': '' | undefined;
    readonly onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  };
  /** Props of the invite's login link. */
  getLoginLinkProps(): { readonly href: string };
}

/**
 * The shell's behaviour over a read: its state (a visitor is never asked for the list), the retry after a failure
 * (`reload`; focus moves to the root once it succeeds, when focus was lost) and the login link.
 * @example
 * declare const read: CustomerListRead;
 * declare function reload(): void;
 * const shell = useCustomerListShell(read, reload);
 * shell.status === 'error' && <button {...shell.getRetryProps()}>Tentar novamente</button>;
 */
export function useCustomerListShell(read: CustomerListRead, reload: () => void): CustomerListShell {
  const status: CustomerListState = read.isChecking
    ? 'loading'
    : !read.isAuthenticated
      ? 'anonymous'
      : read.data === undefined
        ? read.error !== undefined
          ? 'error'
          : 'loading'
        : read.data.length === 0
          ? 'empty'
          : 'ready';
  const isRetrying = status === 'error' && read.isValidating;
  const { targetRef, markRetry } = useFocusAfterRetry<HTMLElement>(status === 'error');
  return {
    status,
    isRetrying,
    getRootProps: () => ({
      ref: targetRef,
      tabIndex: -1,
      'aria-busy': status === 'loading' ? true : undefined,
      'data-state': status,
    }),
    getRetryProps: () => ({
      type: 'button',
      'aria-disabled': isRetrying ? true : undefined,
      'data-loading': dataFlag(isRetrying),
      onClick: () => {
        if (isRetrying) return;
        markRetry();
        reload();
      },
    }),
    getLoginLinkProps: () => ({ href: routes.customerLogin }),
  };
}

/** What the shell's parts read of a widget's behaviour (its Root's context). */
export interface CustomerListValue extends CustomerListShell {
  readonly text: {
    readonly title: string;
    /** Said to screen readers while loading. */
    readonly loading: string;
    readonly loadError: string;
    readonly retry: string;
    readonly invite: string;
    readonly login: string;
  };
}

/** One customer's list widget: its name, its CSS block, its context and the elements of the shell's parts. */
export interface CustomerList<Value extends CustomerListValue> {
  /** The widget's name, in the parts' display names and errors: 'OrderList'. */
  readonly widget: string;
  /** The block of its CSS classes: 'vt-order-list'. */
  readonly block: string;
  /** What its Root provides; `null` outside one. */
  readonly Context: Context<Value | null>;
  /** The nearest Root's behaviour; throws `<Widget.Part> must be used inside <Widget.Root>.` outside one. */
  useList(part: string): Value;
  readonly elements: {
    readonly root: PartComponent<PartProps<'section'>>;
    readonly title: PartComponent<PartProps<'h2'>>;
    readonly loading: PartComponent<PartProps<'div'>>;
    readonly error: PartComponent<PartProps<'div'>>;
    readonly retry: PartComponent<PartProps<'button'>>;
    readonly invite: PartComponent<PartProps<'p'>>;
  };
}

/**
 * Declares a customer's list widget: its context, the hook that reads it, and the elements of its section,
 * heading, loading frame (`loadingClass`; `<block>__loading` when `undefined`), failure, retry and invite.
 * @example
 * interface Value extends CustomerListValue {}
 * const orderList = defineCustomerList<Value>('OrderList', 'vt-order-list');
 * const useOrderListContext = orderList.useList;
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineCustomerList<Value extends CustomerListValue>(
  widget: string,
  block: string,
  loadingClass = `${block}__loading`,
): CustomerList<Value> {
  const Context = createContext<Value | null>(null);
  return {
    widget,
    block,
    Context,
    useList: (name) => usePartsContext(Context, widget, name),
    elements: {
      root: part('section', `${widget}.Root`, block),
      title: part('h2', `${widget}.Title`, `${block}__title`),
      loading: part('div', `${widget}.Loading`, loadingClass),
      error: part('div', `${widget}.Error`, `${block}__error`),
      retry: part('button', `${widget}.Retry`, `vt-button ${block}__retry`),
      invite: part('p', `${widget}.Invite`, `${block}__invite`),
    },
  };
}

/** The `list` prop every shell part takes: which widget it belongs to (what the parts read of it). */
interface OfList {
  readonly list: Omit<CustomerList<CustomerListValue>, 'Context'>;
}

/** The props of each shell part, by name (`CustomerListPartProps['Retry']`): the widgets' part props are these. */
export interface CustomerListPartProps {
  readonly Title: PartProps<'h2'>;
  readonly Loading: PartProps<'div'> & {
    /** How many placeholders hold the place; the widget's default when `undefined`. */
    readonly count?: number | undefined;
  };
  readonly Error: PartProps<'div'>;
  readonly Retry: PartProps<'button'>;
  readonly Invite: PartProps<'p'>;
}

/**
 * The Root's section: gives the parts the widget's behaviour (`value`), with its root props (`data-state`,
 * `aria-busy`, the focus target after a retry) and your `ref` on the section.
 */
export function CustomerListSection<Value extends CustomerListValue>({
  list,
  value,
  ref,
  ...rest
}: PartProps<'section'> & {
  readonly list: Pick<CustomerList<Value>, 'Context' | 'elements'>;
  readonly value: Value;
}): ReactNode {
  const { ref: focusRef, ...rootProps } = value.getRootProps();
  const setRef = useMergedRefs<HTMLElement>(focusRef, ref);
  const Section = list.elements.root;
  return (
    <list.Context.Provider value={value}>
      <Section {...rootProps} {...rest} ref={setRef} />
    </list.Context.Provider>
  );
}

/** The list's heading, the widget's `title` text unless children say otherwise (an `h2`; `asChild` for another level). */
export function CustomerListTitle({
  list,
  asChild,
  children,
  ...rest
}: CustomerListPartProps['Title'] & OfList): ReactNode {
  const { text } = list.useList('Title');
  const Title = list.elements.title;
  return (
    <Title asChild={asChild} {...rest}>
      {asChild ? children : (children ?? text.title)}
    </Title>
  );
}

/**
 * While the session is checked or the list loads: `count` placeholders (`placeholder(index)`) and the widget's
 * `loading` text for screen readers. Nothing in any other state.
 */
export function CustomerListLoading({
  list,
  count,
  placeholder,
  asChild,
  className,
  children,
  ...rest
}: CustomerListPartProps['Loading'] &
  OfList & { readonly count: number; readonly placeholder: (index: number) => ReactNode }): ReactNode {
  const { status, text } = list.useList('Loading');
  if (status !== 'loading') return null;
  const Loading = list.elements.loading;
  return (
    <Loading asChild={asChild} {...rest} className={className}>
      {slotContent(
        asChild,
        children,
        <>
          <span className="vt-visually-hidden">{text.loading}</span>
          {Array.from({ length: count }, (_, index) => placeholder(index))}
        </>,
      )}
    </Loading>
  );
}

/** The failed load: the widget's `loadError` in an alert and its Retry (children replace both). Nothing otherwise. */
export function CustomerListError({
  list,
  asChild,
  className,
  children,
  ...rest
}: CustomerListPartProps['Error'] & OfList): ReactNode {
  const { status, text } = list.useList('Error');
  if (status !== 'error') return null;
  const Failure = list.elements.error;
  return (
    <Failure asChild={asChild} {...rest} className={className}>
      {asChild
        ? children
        : (children ?? (
            <>
              <p role="alert" className={`${list.block}__error-message`}>
                {text.loadError}
              </p>
              <CustomerListRetry list={list} />
            </>
          ))}
    </Failure>
  );
}

/**
 * 'Tentar novamente': reads the list again; it stays (`aria-disabled`, `data-loading`) while the retry runs, and
 * focus moves to the root once the list arrives. Your `onClick` runs first (`preventDefault()` cancels the retry).
 */
export function CustomerListRetry({
  list,
  asChild,
  children,
  onClick,
  ...rest
}: CustomerListPartProps['Retry'] & OfList): ReactNode {
  const { text, getRetryProps } = list.useList('Retry');
  const retry = getRetryProps();
  const Retry = list.elements.retry;
  return (
    <Retry
      asChild={asChild}
      data-variant="secondary"
      {...retry}
      {...rest}
      onClick={composeEventHandlers(onClick, retry.onClick)}
    >
      {asChild ? children : (children ?? text.retry)}
    </Retry>
  );
}

/** A visitor's invite: the widget's `invite` text and `login` link to /customer/login. Nothing otherwise. */
export function CustomerListInvite({
  list,
  asChild,
  className,
  children,
  ...rest
}: CustomerListPartProps['Invite'] & OfList): ReactNode {
  const { status, text, getLoginLinkProps } = list.useList('Invite');
  if (status !== 'anonymous') return null;
  const Invite = list.elements.invite;
  return (
    <Invite asChild={asChild} {...rest} className={className}>
      {slotContent(
        asChild,
        children,
        <>
          {text.invite}{' '}
          <a {...getLoginLinkProps()} className={`${list.block}__login`}>
            {text.login}
          </a>
        </>,
      )}
    </Invite>
  );
}

/** The shell's parts bound to one widget: what it exports under its own names. */
export interface CustomerListParts<Value extends CustomerListValue> {
  /** The Root's section: the widget's Root renders it with its behaviour (`value`). */
  readonly Section: (props: PartProps<'section'> & { readonly value: Value }) => ReactNode;
  readonly Title: (props: CustomerListPartProps['Title']) => ReactNode;
  readonly Loading: (props: CustomerListPartProps['Loading']) => ReactNode;
  readonly Error: (props: CustomerListPartProps['Error']) => ReactNode;
  readonly Retry: (props: CustomerListPartProps['Retry']) => ReactNode;
  readonly Invite: (props: CustomerListPartProps['Invite']) => ReactNode;
}

/**
 * Binds the shell's parts to `list` (their `list` prop given), named `<widget>.<Part>` for React DevTools; the
 * loading frame holds `count` (`defaultCount` when `undefined`) placeholders drawn by `placeholder`. Call it once,
 * at the widget module's top level: each bound part is made there, never during a render.
 * @example
 * declare const list: CustomerList<CustomerListValue>;
 * const parts = customerListParts(list, { defaultCount: 3, placeholder: (index) => <div key={index} /> });
 * const retry = <parts.Retry className="mine" />; // in the widget: `export const OrderListRetry = parts.Retry`
 */
/* @__NO_SIDE_EFFECTS__ */
export function customerListParts<Value extends CustomerListValue>(
  list: CustomerList<Value>,
  loading: { readonly defaultCount: number; readonly placeholder: (index: number) => ReactNode },
): CustomerListParts<Value> {
  const named = <Props,>(Part: (props: Props) => ReactNode, name: string) =>
    Object.assign(Part, { displayName: `${list.widget}.${name}` });
  const section = { Context: list.Context, elements: list.elements };
  return {
    Section: named((props) => <CustomerListSection {...props} list={section} />, 'Root'),
    Title: named((props) => <CustomerListTitle {...props} list={list} />, 'Title'),
    Loading: named(
      ({ count = loading.defaultCount, ...props }) => (
        <CustomerListLoading {...props} list={list} count={count} placeholder={loading.placeholder} />
      ),
      'Loading',
    ),
    Error: named((props) => <CustomerListError {...props} list={list} />, 'Error'),
    Retry: named((props) => <CustomerListRetry {...props} list={list} />, 'Retry'),
    Invite: named((props) => <CustomerListInvite {...props} list={list} />, 'Invite'),
  };
}
