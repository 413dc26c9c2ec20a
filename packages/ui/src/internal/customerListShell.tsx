// biome-ignore-all lint/correctness/noComponentHookFactories: customerListParts() makes each widget's parts once, at module level.
import { routes } from '@vitrine/core';
import { createContext, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { part } from '../foundation/internal/createPart';
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
 * invite. `useCustomerListShell` is the behaviour; `customerListParts` makes the parts and the context of one widget
 * (its name, its CSS block, its placeholders) once, at the widget module's top level, for the widget to export under
 * its own names. They are closures, like `part()`'s: a widget's bundle carries one copy, with the fewest bytes of
 * wiring. What the list shows (orders, product cards) and its empty state stay the widget's. Classes: `<block>`,
 * `<block>__title`, `__error`, `__error-message`, `__retry`, `__invite`, `__login`, and the loading frame's.
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

/** One customer's list widget's shell parts and context, made by `customerListParts`. */
export interface CustomerListParts<Value extends CustomerListValue> {
  /** The nearest Root's behaviour; throws `<Widget.Part> must be used inside <Widget.Root>.` outside one. */
  useList(part: string): Value;
  /**
   * The Root's section: gives the parts the widget's behaviour (`value`), with its root props (`data-state`,
   * `aria-busy`, the focus target after a retry) and your `ref` on the section.
   */
  readonly Section: (props: PartProps<'section'> & { readonly value: Value }) => ReactNode;
  /** The heading, the widget's `title` text unless children say otherwise (an `h2`; `asChild` for another level). */
  readonly Title: (props: CustomerListPartProps['Title']) => ReactNode;
  /**
   * While the session is checked or the list loads: `count` placeholders and the widget's `loading` text for
   * screen readers. Nothing in any other state.
   */
  readonly Loading: (props: CustomerListPartProps['Loading']) => ReactNode;
  /** The failed load: the widget's `loadError` in an alert and its Retry (children replace both). Nothing otherwise. */
  readonly Error: (props: CustomerListPartProps['Error']) => ReactNode;
  /**
   * 'Tentar novamente': reads the list again; it stays (`aria-disabled`, `data-loading`) while the retry runs, and
   * focus moves to the root once the list arrives. Your `onClick` runs first (`preventDefault()` cancels the retry).
   */
  readonly Retry: (props: CustomerListPartProps['Retry']) => ReactNode;
  /** A visitor's invite: the widget's `invite` text and `login` link to /customer/login. Nothing otherwise. */
  readonly Invite: (props: CustomerListPartProps['Invite']) => ReactNode;
}

/**
 * The shell's parts of customer-list widget `widget` (CSS block `block`): its loading frame (`loading.className`,
 * `<block>__loading` when `undefined`) holds `count` placeholders (`loading.count` when `undefined`) drawn by
 * `loading.placeholder`. Call it once, at the widget module's top level. A part outside its Root throws, naming the
 * widget's parts.
 * @example
 * interface Value extends CustomerListValue {}
 * const shell = customerListParts<Value>('OrderList', 'vt-order-list', { count: 3, placeholder: (index) => <div key={index} /> });
 * const retry = <shell.Retry className="mine" />; // in the widget: `export const OrderListRetry = shell.Retry`
 */
/* @__NO_SIDE_EFFECTS__ */
export function customerListParts<Value extends CustomerListValue>(
  widget: string,
  block: string,
  loading: {
    readonly className?: string | undefined;
    readonly count: number;
    readonly placeholder: (index: number) => ReactNode;
  },
): CustomerListParts<Value> {
  const Context = createContext<Value | null>(null);
  const useList = (name: string) => usePartsContext(Context, widget, name);
  const SectionElement = part('section', `${widget}.Root`, block);
  const TitleElement = part('h2', `${widget}.Title`, `${block}__title`);
  const LoadingElement = part('div', `${widget}.Loading`, loading.className ?? `${block}__loading`);
  const ErrorElement = part('div', `${widget}.Error`, `${block}__error`);
  const RetryElement = part('button', `${widget}.Retry`, `vt-button ${block}__retry`);
  const InviteElement = part('p', `${widget}.Invite`, `${block}__invite`);
  const Retry = ({ asChild, children, onClick, ...rest }: CustomerListPartProps['Retry']) => {
    const { text, getRetryProps } = useList('Retry');
    const retry = getRetryProps();
    return (
      <RetryElement
        asChild={asChild}
        data-variant="secondary"
        {...retry}
        {...rest}
        onClick={composeEventHandlers(onClick, retry.onClick)}
      >
        {asChild ? children : (children ?? text.retry)}
      </RetryElement>
    );
  };
  return {
    useList,
    Section: ({ value, ref, ...rest }) => {
      const { ref: focusRef, ...rootProps } = value.getRootProps();
      const setRef = useMergedRefs<HTMLElement>(focusRef, ref);
      return (
        <Context.Provider value={value}>
          <SectionElement {...rootProps} {...rest} ref={setRef} />
        </Context.Provider>
      );
    },
    Title: ({ asChild, children, ...rest }) => {
      const { text } = useList('Title');
      return (
        <TitleElement asChild={asChild} {...rest}>
          {asChild ? children : (children ?? text.title)}
        </TitleElement>
      );
    },
    Loading: ({ count = loading.count, asChild, className, children, ...rest }) => {
      const { status, text } = useList('Loading');
      if (status !== 'loading') return null;
      return (
        <LoadingElement asChild={asChild} {...rest} className={className}>
          {slotContent(
            asChild,
            children,
            <>
              <span className="vt-visually-hidden">{text.loading}</span>
              {Array.from({ length: count }, (_, index) => loading.placeholder(index))}
            </>,
          )}
        </LoadingElement>
      );
    },
    Error: ({ asChild, className, children, ...rest }) => {
      const { status, text } = useList('Error');
      if (status !== 'error') return null;
      return (
        <ErrorElement asChild={asChild} {...rest} className={className}>
          {asChild
            ? children
            : (children ?? (
                <>
                  <p role="alert" className={`${block}__error-message`}>
                    {text.loadError}
                  </p>
                  <Retry />
                </>
              ))}
        </ErrorElement>
      );
    },
    Retry,
    Invite: ({ asChild, className, children, ...rest }) => {
      const { status, text, getLoginLinkProps } = useList('Invite');
      if (status !== 'anonymous') return null;
      return (
        <InviteElement asChild={asChild} {...rest} className={className}>
          {slotContent(
            asChild,
            children,
            <>
              {text.invite}{' '}
              <a {...getLoginLinkProps()} className={`${block}__login`}>
                {text.login}
              </a>
            </>,
          )}
        </InviteElement>
      );
    },
  };
}
