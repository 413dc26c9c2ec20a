import { formMessages } from '../../forms/formMessages';

/**
 * The pt-BR texts of the listing and search machines, copied verbatim from the spec (sections 2, 8
 * and 9). Replace any of them through the machines' `messages` input.
 */
export const listingMessages = Object.freeze({
  /** The empty state of a category, brand or group listing (and of a search without a term). */
  empty: 'Nenhum produto encontrado!',
  /** The empty state of a search; `{term}` is replaced by the searched term. */
  noResults: formMessages.search.noResults,
  /** Submitting the search box with fewer than 3 characters. */
  tooShort: formMessages.search.tooShort,
  /** The search-box link to the whole result, shown when the autocomplete has more than 3 results. */
  viewAll: 'Visualizar todos os produtos',
  /** The title of the most-sold block of an empty search. */
  mostSoldTitle: 'Produtos mais vendidos',
  /** The title of the newcomers block of an empty search. */
  newcomersTitle: 'Recém chegados',
});

/** The texts of the listing and search machines (see `listingMessages`). */
export type ListingMessages = { readonly [K in keyof typeof listingMessages]: string };
