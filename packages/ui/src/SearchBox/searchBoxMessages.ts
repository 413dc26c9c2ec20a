/**
 * The pt-BR texts of `SearchBox`. 'Visualizar todos os produtos' and 'Produtos mais vendidos' are the spec's,
 * 'Buscar' the brief's; the rest are the kit's (the spec names none). The 3-character message and the no-result
 * message come from the search flow (`messages.listing.tooShort` / `noResults` of the provider); the prices are the
 * shared `Price`'s ('Sob Consulta', 'De' / 'Por').
 */
export const searchBoxMessages = {
  /** The input's label (visually hidden in the default composition). */
  label: 'Buscar produtos',
  /** The input's placeholder. */
  placeholder: 'O que você está procurando?',
  /** The submit button's text. */
  submit: 'Buscar',
  /** The name of the options list. */
  listLabel: 'Sugestões de produtos',
  /** The view-all option, last when there are more than 3 results. */
  viewAll: 'Visualizar todos os produtos',
  /** The title above the most-sold products offered for a refused term. */
  mostSoldTitle: 'Produtos mais vendidos',
  /** Announced while the search runs. */
  searching: 'Buscando produtos…',
  /** Announced when one product was found. */
  resultsOne: '1 produto encontrado',
  /** Announced when `{count}` products were found. */
  resultsMany: '{count} produtos encontrados',
};

/** The texts of `SearchBox` (see `searchBoxMessages`). */
export type SearchBoxMessages = typeof searchBoxMessages;
