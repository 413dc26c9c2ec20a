import type { SnapshotFrom } from 'xstate';
import { routes } from '../../navigation/routes';
import type { Product } from '../../schemas/productSchema';
import type { searchMachine } from './searchMachine';
import { type SearchOption, searchOptions } from './searchOptions';

/** What the search box shows, read from a `searchMachine` snapshot by `selectSearchView`. */
export interface SearchView {
  /** The text in the box. */
  readonly text: string;
  /** Whether the autocomplete list is open. */
  readonly open: boolean;
  /** Whether a search is pending (typing pause or request in flight). */
  readonly busy: boolean;
  /** The combobox options: products (or the most sold offered), then the view-all link when shown. */
  readonly options: readonly SearchOption[];
  /** The products found (empty for a blacklisted term). */
  readonly results: readonly Product[];
  /** The most sold offered for a blacklisted term, `undefined` otherwise. */
  readonly mostSold: readonly Product[] | undefined;
  /** The highlighted option's index, -1 for none. */
  readonly highlighted: number;
  /** Whether the 'Visualizar todos os produtos' link shows (more than 3 results). */
  readonly showViewAll: boolean;
  /** The search page of the text (`/busca?n=`). */
  readonly viewAllHref: string;
  /** The view-all link's label, 'Visualizar todos os produtos' by default. */
  readonly viewAllLabel: string;
  /** 'Nenhum resultado encontrado para "{term}"' once a search found nothing or the term is blacklisted, else `undefined`. */
  readonly emptyMessage: string | undefined;
  /** The submit validation text ('Digite ao menos 03 caracteres para realizar sua pesquisa.'), `undefined` when none. */
  readonly message: string | undefined;
  /** The last failed search, `undefined` after a successful one. */
  readonly error: unknown;
}

/** Reads what the search box shows from a `searchMachine` snapshot (pure: use it in a selector). */
export function selectSearchView(snapshot: SnapshotFrom<typeof searchMachine>): SearchView {
  const { context } = snapshot;
  const open = snapshot.matches('open');
  const term = context.text.trim();
  const options = searchOptions(context);
  const settled = snapshot.matches({ open: 'shown' });
  const nothingFound =
    context.blocked ||
    (context.resultsTerm === term && context.results.length === 0 && context.error === undefined);
  const viewAll = options.find((option) => option.kind === 'viewAll');
  return {
    text: context.text,
    open,
    busy: open && !settled,
    options,
    results: context.results,
    mostSold: context.blocked ? (context.mostSold ?? []) : undefined,
    highlighted: context.highlighted,
    showViewAll: viewAll !== undefined,
    viewAllHref: viewAll?.href ?? routes.search(term),
    viewAllLabel: context.messages.viewAll,
    emptyMessage:
      open && settled && nothingFound ? context.messages.noResults.replace('{term}', term) : undefined,
    message: context.message,
    error: context.error,
  };
}
