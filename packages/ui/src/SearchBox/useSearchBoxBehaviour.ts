import type { Product } from '@vitrine/core';
import { browserWindow, type SearchBoxFlow, useSearchBox } from '@vitrine/hooks';
import type {
  ChangeEvent,
  FocusEvent,
  FormHTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  MouseEvent,
} from 'react';
import { useEffect, useId } from 'react';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import type { SearchBoxMessages } from './searchBoxMessages';

/** Options of `useSearchBoxBehaviour`. */
export interface SearchBoxBehaviourOptions {
  /** The box's texts (already merged with the provider's and the props'). */
  readonly text: SearchBoxMessages;
  /** Typing pause before searching; 300 ms when `undefined`. Read once, on mount. */
  readonly debounceMs?: number | undefined;
  /** Search-term blacklist; the forms' default when `undefined`. Read once, on mount. */
  readonly blacklist?: readonly string[] | undefined;
  /**
   * Where choosing a product, the view-all option or submitting goes. When `undefined`, a `navigate` event is
   * published on the bus and the provider's `navigate` goes there (a full page load unless the app gave the
   * provider its router's navigate).
   */
  readonly onNavigate?: ((href: string, product: Product | undefined) => void) | undefined;
}

type Handlers<E> = { readonly [K in keyof E]?: E[K] };
type FormSubmitHandler = NonNullable<FormHTMLAttributes<HTMLFormElement>['onSubmit']>;

/** What `useSearchBoxBehaviour` returns: the flow, what to announce, and a prop bag per part. */
export interface SearchBoxBehaviour {
  readonly flow: SearchBoxFlow;
  readonly text: SearchBoxMessages;
  /** Whether the listbox has options to show (drives `aria-expanded`). */
  readonly listboxShown: boolean;
  /** Whether the popup shows anything: options, the no-result message or the most sold offered. */
  readonly popupShown: boolean;
  /** What the live region says: searching, the result count, the no-result message, or ''. */
  readonly statusText: string;
  getRootProps(theirs?: Handlers<{ onSubmit: FormSubmitHandler }>): {
    readonly role: 'search';
    readonly onSubmit: FormSubmitHandler;
    readonly 'data-state': 'open' | 'closed';
    readonly 'data-loading': '' | undefined;
  };
  getLabelProps(): { readonly htmlFor: string };
  getInputProps(
    theirs?: Handlers<
      Pick<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onFocus' | 'onBlur' | 'onKeyDown'>
    >,
  ): InputHTMLAttributes<HTMLInputElement> & { readonly role: 'combobox'; readonly id: string };
  getListboxProps(): {
    readonly id: string;
    readonly role: 'listbox';
    readonly 'aria-label': string;
    readonly hidden: boolean;
  };
  getOptionProps(
    index: number,
    theirs?: Handlers<{
      onClick: (event: MouseEvent<HTMLLIElement>) => void;
      onMouseDown: (event: MouseEvent<HTMLLIElement>) => void;
    }>,
  ): {
    readonly id: string;
    readonly role: 'option';
    readonly 'aria-selected': boolean;
    readonly 'data-highlighted': '' | undefined;
    readonly onClick: (event: MouseEvent<HTMLLIElement>) => void;
    readonly onMouseDown: (event: MouseEvent<HTMLLIElement>) => void;
  };
  getMessageProps(): { readonly id: string; readonly role: 'alert' };
}

/**
 * The search box's behaviour over `useSearchBox` (core's `searchMachine`): an ARIA 1.2 combobox whose
 * focus never leaves the input (options are reached through `aria-activedescendant`), the list closing when
 * the input loses focus, Escape closing the list and, when already closed, clearing the text, and a status
 * line for screen readers.
 * @example
 * const box = useSearchBoxBehaviour({ text: searchBoxMessages });
 * <form {...box.getRootProps()}><input {...box.getInputProps()} /></form>
 */
export function useSearchBoxBehaviour(options: SearchBoxBehaviourOptions): SearchBoxBehaviour {
  const { text, onNavigate } = options;
  // Without its own onNavigate, the box goes where the provider's `navigate` says (and the bus hears it).
  const flow = useSearchBox({ debounceMs: options.debounceMs, blacklist: options.blacklist, onNavigate });
  const inputId = useId();
  const messageId = useId();
  const flowInput = flow.getInputProps();
  const activeOptionId = flow.open ? flowInput['aria-activedescendant'] : undefined;
  // The focus stays in the input, so the browser does not scroll the list: bring the highlighted option into
  // view when the arrows move past the visible part of a long list.
  useEffect(() => {
    if (activeOptionId)
      browserWindow()?.document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);
  const productCount = flow.options.filter((option) => option.kind === 'product').length;
  const listboxShown = flow.open && flow.options.length > 0;
  const popupShown = flow.open && (listboxShown || flow.emptyMessage !== undefined);
  const statusText = !flow.open
    ? ''
    : flow.busy
      ? text.searching
      : (flow.emptyMessage ??
        (productCount === 1
          ? text.resultsOne
          : productCount > 0
            ? text.resultsMany.replace('{count}', String(productCount))
            : ''));

  return {
    flow,
    text,
    listboxShown,
    popupShown,
    statusText,
    getRootProps: (theirs) => ({
      role: 'search',
      'data-state': popupShown ? 'open' : 'closed',
      'data-loading': flow.busy ? '' : undefined,
      onSubmit: composeEventHandlers(theirs?.onSubmit, (event) => {
        event.preventDefault();
        flow.submit();
      }),
    }),
    getLabelProps: () => ({ htmlFor: inputId }),
    getInputProps: (theirs) => ({
      id: inputId,
      type: 'search',
      role: 'combobox',
      autoComplete: 'off',
      spellCheck: false,
      enterKeyHint: 'search',
      value: flowInput.value,
      'aria-expanded': listboxShown,
      'aria-controls': flowInput['aria-controls'],
      'aria-autocomplete': 'list',
      'aria-activedescendant': listboxShown ? flowInput['aria-activedescendant'] : undefined,
      'aria-describedby': flow.message ? messageId : undefined,
      'aria-invalid': flow.message ? true : undefined,
      onChange: composeEventHandlers(theirs?.onChange, (event: ChangeEvent<HTMLInputElement>) =>
        flowInput.onChange(event),
      ),
      onFocus: composeEventHandlers(theirs?.onFocus, () => flowInput.onFocus()),
      // Options keep the focus in the input (their mousedown is cancelled), so a blur means the shopper left.
      onBlur: composeEventHandlers(theirs?.onBlur, (_event: FocusEvent<HTMLInputElement>) => {
        if (flow.open) flow.hideOptions();
      }),
      onKeyDown: composeEventHandlers(theirs?.onKeyDown, (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Escape' && !flow.open && flow.text !== '') {
          event.preventDefault();
          flow.clear();
          return;
        }
        flowInput.onKeyDown(event);
      }),
    }),
    getListboxProps: () => ({
      ...flow.getListProps(),
      'aria-label': text.listLabel,
      hidden: !listboxShown,
    }),
    getOptionProps: (index, theirs) => {
      const option = flow.getOptionProps(index);
      return {
        id: option.id,
        role: option.role,
        'aria-selected': option['aria-selected'],
        'data-highlighted': option['aria-selected'] ? '' : undefined,
        onClick: composeEventHandlers(theirs?.onClick, () => option.onClick()),
        // Keeps the focus in the input, so choosing with the mouse does not close the list first.
        onMouseDown: composeEventHandlers(theirs?.onMouseDown, (event) => event.preventDefault()),
      };
    },
    getMessageProps: () => ({ id: messageId, role: 'alert' }),
  };
}
