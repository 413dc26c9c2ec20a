import {
  type Product,
  type SearchEvent,
  type SearchView,
  searchMachine,
  selectSearchView,
} from '@vitrine/core';
import { shallowEqual, useActorRef } from '@xstate/react';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { useFlowSelector } from './useFlowSelector';

/** Options of `useSearchBox`; read once, on mount, except `onNavigate`. */
export interface UseSearchBoxOptions {
  /** Typing pause before searching; 300 ms when `undefined`. */
  readonly debounceMs?: number | undefined;
  /** Search-term blacklist; the forms' default when `undefined`. */
  readonly blacklist?: readonly string[] | undefined;
  /**
   * Where choosing an option or submitting goes; when `undefined`, the provider's `navigate` (its `navigate`
   * prop, else a full page load) after a `navigate { href }` on the bus.
   */
  readonly onNavigate?: ((href: string, product: Product | undefined) => void) | undefined;
}

/** What `useSearchBox` returns: the view of core's `selectSearchView`, commands and combobox props. */
export interface SearchBoxFlow extends SearchView {
  type(text: string): void;
  submit(): void;
  select(index?: number): void;
  /** Shows the options again for the text in the box (focus). */
  showOptions(): void;
  hideOptions(): void;
  clear(): void;
  /** The input's props: `role="combobox"`, expanded state, active option, typing and arrow/Enter/Escape keys. */
  getInputProps(): {
    readonly role: 'combobox';
    readonly value: string;
    readonly 'aria-expanded': boolean;
    readonly 'aria-controls': string;
    readonly 'aria-autocomplete': 'list';
    readonly 'aria-activedescendant': string | undefined;
    readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    readonly onFocus: () => void;
    readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
  /** The list's props (`role="listbox"`). */
  getListProps(): { readonly id: string; readonly role: 'listbox' };
  /** Option `index`'s props (`role="option"`, selected when highlighted, click selects). */
  getOptionProps(index: number): {
    readonly id: string;
    readonly role: 'option';
    readonly 'aria-selected': boolean;
    readonly onClick: () => void;
  };
}

/**
 * The search box as a machine-driven flow (core's `searchMachine`): debounced autocomplete where the newest
 * term wins, blacklisted terms offering the most sold, a wrapping highlight, and the 3-character rule on
 * submit. Use it for the header's search box; `useAutocomplete` reads the same machine for a term your
 * own input holds.
 * @example
 * const search = useSearchBox();
 * <><input {...search.getInputProps()} /><ul {...search.getListProps()}>{search.options.map((o, i) => <li key={o.href} {...search.getOptionProps(i)}>{o.kind === 'product' ? o.product.name : o.label}</li>)}</ul></>
 */
export function useSearchBox(options?: UseSearchBoxOptions): SearchBoxFlow {
  const { client, messages, navigate } = useStorefront();
  const actor = useActorRef(searchMachine, {
    input: {
      client,
      debounceMs: options?.debounceMs,
      blacklist: options?.blacklist,
      messages: messages.listing,
    },
  });
  const onNavigate = useRef(options?.onNavigate);
  useEffect(() => {
    onNavigate.current = options?.onNavigate;
  });
  useEffect(() => {
    const subscription = actor.on('search.navigate', (event) => {
      if (onNavigate.current) onNavigate.current(event.href, event.product);
      else navigate(event.href);
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  const view = useFlowSelector(actor, selectSearchView, shallowEqual);
  const listId = useId();
  return useMemo(() => {
    const optionId = (index: number) => `${listId}-option-${index}`;
    const keyEvents: Record<string, SearchEvent> = {
      ArrowDown: { type: 'search.highlightNext' },
      ArrowUp: { type: 'search.highlightPrev' },
      Escape: { type: 'search.close' },
      Enter: view.highlighted >= 0 ? { type: 'search.select' } : { type: 'search.submit' },
    };
    return {
      ...view,
      type: (text) => actor.send({ type: 'search.type', text }),
      submit: () => actor.send({ type: 'search.submit' }),
      select: (index) => actor.send({ type: 'search.select', index }),
      showOptions: () => actor.send({ type: 'search.open' }),
      hideOptions: () => actor.send({ type: 'search.close' }),
      clear: () => actor.send({ type: 'search.clear' }),
      getInputProps: () => ({
        role: 'combobox',
        value: view.text,
        'aria-expanded': view.open,
        'aria-controls': listId,
        'aria-autocomplete': 'list',
        'aria-activedescendant': view.highlighted >= 0 ? optionId(view.highlighted) : undefined,
        onChange: (event) => actor.send({ type: 'search.type', text: event.target.value }),
        onFocus: () => actor.send({ type: 'search.open' }),
        onKeyDown: (event) => {
          const keyEvent = keyEvents[event.key];
          if (!keyEvent) return;
          event.preventDefault();
          actor.send(keyEvent);
        },
      }),
      getListProps: () => ({ id: listId, role: 'listbox' }),
      getOptionProps: (index) => ({
        id: optionId(index),
        role: 'option',
        'aria-selected': view.highlighted === index,
        onClick: () => actor.send({ type: 'search.select', index }),
      }),
    };
  }, [actor, listId, view]);
}
