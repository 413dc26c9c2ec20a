import { and, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { routes } from '../../navigation/routes';
import type { Product } from '../../schemas/productSchema';
import { type ListingMessages, listingMessages } from './listingMessages';
import type { SearchContext } from './SearchContext';
import { searchOptions } from './searchOptions';
import { searchTermStatus } from './searchTermStatus';

/** The input of `searchMachine`. */
export interface SearchMachineInput {
  /** The store API client the default actors call. */
  readonly client: StoreClient;
  /**
   * Milliseconds of typing pause before the autocomplete searches; 300 when `undefined` (the spec
   * sets none: 300 ms lets a typist finish a word without a request per key).
   */
  readonly debounceMs?: number | undefined;
  /** How many products the autocomplete asks for (`qtdRegister`); 5 when `undefined`. */
  readonly resultCount?: number | undefined;
  /** Search-term blacklist; the forms' default when `undefined`. */
  readonly blacklist?: readonly string[] | undefined;
  /** Texts replacing `listingMessages` (each one optional). */
  readonly messages?: Partial<ListingMessages> | undefined;
}

/** The events `searchMachine` accepts. */
export type SearchEvent =
  | { readonly type: 'search.type'; readonly text: string }
  | { readonly type: 'search.submit' }
  | { readonly type: 'search.highlightNext' }
  | { readonly type: 'search.highlightPrev' }
  /** Selects the option at `index`, or the highlighted one when `index` is `undefined`. */
  | { readonly type: 'search.select'; readonly index?: number | undefined }
  /** Shows the options again (focus) for the text in the box. */
  | { readonly type: 'search.open' }
  | { readonly type: 'search.close' }
  | { readonly type: 'search.clear' };

/** What `searchMachine` asks of its host: go to a product (`product` set) or to the search page. */
export type SearchEmitted = {
  readonly type: 'search.navigate';
  readonly href: string;
  /** The chosen product, `undefined` when going to the search page. */
  readonly product: Product | undefined;
};

/** The input of the `searchProducts` actor. */
export interface SearchProductsInput {
  readonly client: StoreClient;
  readonly word: string;
  readonly qtdRegister: number;
}

/** The input of the `loadMostSold` actor. */
export interface LoadMostSoldInput {
  readonly client: StoreClient;
  /** How many to offer: the autocomplete's result count (5 by default), as a list of results would show. */
  readonly quantity: number;
}

function isSearchable(context: SearchContext, text: string): boolean {
  const status = searchTermStatus(text, context.blacklist);
  return status === 'ok' || status === 'blacklisted';
}

function wrap(index: number, length: number): number {
  return ((index % length) + length) % length;
}

/**
 * The search box's autocomplete: it searches 5 products once the shopper
 * pauses typing a term of 3+ characters without '%'; the newest term wins (older searches are
 * aborted, their answers never land); a blacklisted term shows the empty result and offers the most
 * sold; the combobox highlight wraps; selecting emits `search.navigate` to the product or the search
 * page; submitting fewer than 3 characters sets 'Digite ao menos 03 caracteres para realizar sua
 * pesquisa.'. Read it with `selectSearchView`.
 */
export const searchMachine = setup({
  types: {
    input: {} as SearchMachineInput,
    context: {} as SearchContext,
    events: {} as SearchEvent,
    emitted: {} as SearchEmitted,
  },
  actors: {
    searchProducts: fromPromise<readonly Product[], SearchProductsInput>(({ input, signal }) =>
      input.client.catalogue.search({ word: input.word, qtdRegister: input.qtdRegister }, { signal }),
    ),
    loadMostSold: fromPromise<readonly Product[], LoadMostSoldInput>(({ input, signal }) =>
      input.client.catalogue.mostSold({ quantity: input.quantity }, { signal }),
    ),
  },
  delays: {
    searchDebounce: ({ context }) => context.debounceMs,
  },
  guards: {
    isSearchableText: ({ context, event }) =>
      event.type === 'search.type' && isSearchable(context, event.text),
    hasAnswerForText: ({ context, event }) =>
      event.type === 'search.type' &&
      !context.blocked &&
      context.resultsTerm !== undefined &&
      context.resultsTerm === event.text.trim(),
    canReopen: ({ context }) => isSearchable(context, context.text),
    isBlacklisted: ({ context }) => searchTermStatus(context.text, context.blacklist) === 'blacklisted',
    hasMostSold: ({ context }) => context.mostSold !== undefined,
    hasOptions: ({ context }) => searchOptions(context).length > 0,
    hasChosenOption: ({ context, event }) => {
      const index =
        event.type === 'search.select' && event.index !== undefined ? event.index : context.highlighted;
      return index >= 0 && index < searchOptions(context).length;
    },
    hasHighlight: ({ context }) =>
      context.highlighted >= 0 && context.highlighted < searchOptions(context).length,
    isTooShort: ({ context }) => searchTermStatus(context.text, context.blacklist) === 'tooShort',
  },
  actions: {
    takeText: assign({
      text: ({ context, event }) => (event.type === 'search.type' ? event.text : context.text),
      message: undefined,
      highlighted: -1,
    }),
    forgetResults: assign({ results: [], resultsTerm: undefined, blocked: false, highlighted: -1 }),
    blockTerm: assign({ blocked: true, results: [], resultsTerm: undefined, highlighted: -1 }),
    // The offered most sold leave the list: a highlight on one of them would point at nothing.
    unblockTerm: assign({ blocked: false, highlighted: -1 }),
    keepResults: assign(({ context, event }) => ({
      results: (event as { output?: readonly Product[] }).output ?? [],
      resultsTerm: context.text.trim(),
      highlighted: -1,
      error: undefined,
    })),
    keepError: assign({
      error: ({ event }) => (event as { error?: unknown }).error,
      // The box keeps what it showed: older results stay listed for the term they answered.
    }),
    /** At most `resultCount`, whatever the store answers: the offer is a short list, like the results. */
    keepMostSold: assign({
      mostSold: ({ context, event }) =>
        ((event as { output?: readonly Product[] }).output ?? []).slice(0, context.resultCount),
    }),
    highlightNext: assign({
      highlighted: ({ context }) => {
        const count = searchOptions(context).length;
        return count === 0 ? -1 : wrap(context.highlighted + 1, count);
      },
    }),
    highlightPrev: assign({
      highlighted: ({ context }) => {
        const count = searchOptions(context).length;
        return count === 0 ? -1 : wrap(context.highlighted < 0 ? -1 : context.highlighted - 1, count);
      },
    }),
    navigateToOption: enqueueActions(({ context, event, enqueue }) => {
      const index =
        event.type === 'search.select' && event.index !== undefined ? event.index : context.highlighted;
      const option = searchOptions(context)[index];
      if (!option) return;
      enqueue.emit({
        type: 'search.navigate',
        href: option.href,
        product: option.kind === 'product' ? option.product : undefined,
      });
    }),
    navigateToSearchPage: emit(({ context }) => ({
      type: 'search.navigate' as const,
      href: routes.search(context.text),
      product: undefined,
    })),
    sayTooShort: assign({ message: ({ context }) => context.messages.tooShort }),
    clearText: assign({ text: '', message: undefined }),
    resetHighlight: assign({ highlighted: -1 }),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    client: input.client,
    debounceMs: input.debounceMs ?? 300,
    resultCount: input.resultCount ?? 5,
    blacklist: input.blacklist,
    messages: { ...listingMessages, ...input.messages },
    text: '',
    results: [],
    resultsTerm: undefined,
    blocked: false,
    mostSold: undefined,
    highlighted: -1,
    message: undefined,
    error: undefined,
  }),
  initial: 'closed',
  on: {
    'search.type': [
      { guard: 'hasAnswerForText', target: '.open.shown', actions: 'takeText' },
      { guard: 'isSearchableText', target: '.open.debouncing', actions: 'takeText' },
      // Under 3 characters or with '%': no autocomplete, and an older search must not land.
      { target: '.closed', actions: ['takeText', 'forgetResults'] },
    ],
    'search.submit': [
      { guard: 'hasHighlight', target: '.closed', actions: 'navigateToOption' },
      { guard: 'isTooShort', actions: 'sayTooShort' },
      { target: '.closed', actions: 'navigateToSearchPage' },
    ],
    'search.clear': { target: '.closed', actions: ['clearText', 'forgetResults'] },
  },
  states: {
    closed: {
      entry: 'resetHighlight',
      on: {
        'search.open': [
          { guard: 'hasOptions', target: 'open.shown' },
          { guard: 'canReopen', target: 'open.debouncing' },
        ],
      },
    },
    open: {
      initial: 'debouncing',
      on: {
        'search.close': { target: 'closed' },
        'search.highlightNext': { actions: 'highlightNext' },
        'search.highlightPrev': { actions: 'highlightPrev' },
        'search.select': { guard: 'hasChosenOption', target: 'closed', actions: 'navigateToOption' },
      },
      states: {
        debouncing: {
          after: {
            searchDebounce: [
              // The most sold are loaded once: a second blacklisted term offers them straight away.
              { guard: and(['isBlacklisted', 'hasMostSold']), target: 'shown', actions: 'blockTerm' },
              { guard: 'isBlacklisted', target: 'offering', actions: 'blockTerm' },
              { target: 'searching', actions: 'unblockTerm' },
            ],
          },
        },
        searching: {
          invoke: {
            id: 'searchProducts',
            src: 'searchProducts',
            input: ({ context }) => ({
              client: context.client,
              word: context.text.trim(),
              qtdRegister: context.resultCount,
            }),
            onDone: { target: 'shown', actions: 'keepResults' },
            onError: { target: 'shown', actions: 'keepError' },
          },
        },
        offering: {
          invoke: {
            id: 'loadMostSold',
            src: 'loadMostSold',
            input: ({ context }) => ({ client: context.client, quantity: context.resultCount }),
            onDone: { target: 'shown', actions: 'keepMostSold' },
            onError: { target: 'shown', actions: 'keepError' },
          },
        },
        shown: {},
      },
    },
  },
});
