/**
 * The pt-BR texts of `ProductListing`. The empty states ('Nenhum produto encontrado!', 'Nenhum resultado
 * encontrado para "{term}"', 'Digite ao menos 03 caracteres para realizar sua pesquisa.') and the titles of the
 * most-sold and newcomers blocks come from the listing flow (`messages.listing` of the provider); the sort labels
 * are core's `sortOptions`. The rest are the kit's: replace any through the props or `messages.ui.productListing`.
 */
export const productListingMessages = {
  /** The name of the product list. */
  gridLabel: 'Produtos',
  /** The result count announced politely: '1 produto', '{count} produtos'. */
  resultCount: (count: number): string => (count === 1 ? '1 produto' : `${count} produtos`),
  /** Announced (visually hidden) while products load. */
  loading: 'Carregando produtos…',
  /** A failed load: the products shown stay. */
  loadError: 'Não foi possível carregar os produtos.',
  /** Reloads after a failure. */
  retry: 'Tentar novamente',
  /** The title of the filter panel and drawer. */
  filtersTitle: 'Filtros',
  /** The phone's button opening the filter drawer. */
  filterTrigger: 'Filtrar',
  /** The accessible name of the drawer's × button. */
  filtersClose: 'Fechar filtros',
  /** The drawer's button back to the products. */
  showResults: 'Ver produtos',
  /** The name of the group of applied-filter chips. */
  appliedFilters: 'Filtros aplicados',
  /** The accessible name of a chip's remove button. */
  removeFilter: (label: string): string => `Remover filtro: ${label}`,
  /** Removes every filter. */
  clearFilters: 'Limpar filtros',
  /** The lower price field's label. */
  priceMin: 'Preço mínimo',
  /** The upper price field's label. */
  priceMax: 'Preço máximo',
  /** Applies the price range. */
  priceApply: 'Aplicar',
  /** The range the listing's prices span, under the price group's title (prices already formatted). */
  priceRange: (min: string, max: string): string => `De ${min} a ${max}`,
  /** A price chip (prices already formatted; either may be `undefined`). */
  priceChip: (from: string | undefined, to: string | undefined): string =>
    from && to ? `${from} a ${to}` : from ? `A partir de ${from}` : `Até ${to ?? ''}`,
  /** The sort menu's label. */
  sortLabel: 'Ordenar por',
  /** The name of the pager. */
  pagingLabel: 'Paginação',
  /** The pager's first-page link, and its accessible name. */
  first: 'Primeira',
  firstLabel: 'Primeira página',
  /** The pager's previous-page link, and its accessible name. */
  previous: 'Anterior',
  previousLabel: 'Página anterior',
  /** The pager's next-page link, and its accessible name. */
  next: 'Próxima',
  nextLabel: 'Próxima página',
  /** The pager's last-page link, and its accessible name. */
  last: 'Última',
  lastLabel: 'Última página',
  /** The accessible name of a numbered page link. */
  pageLabel: (page: number): string => `Página ${page}`,
  /** Infinite scroll's button: the keyboard path, and the only one where the browser cannot observe. */
  loadMore: 'Carregar mais',
  /** The suggestions under a search without results. */
  suggestionsTitle: 'Sugestões:',
  suggestions: [
    'Verifique se as palavras foram digitadas corretamente.',
    'Tente termos mais genéricos ou menos palavras.',
    'Navegue pelas categorias da loja.',
  ] as readonly string[],
  /** The GA4 list name of a category, brand or group listing when the page gives none. */
  listName: 'Listagem de produtos',
  /** The GA4 list name of a search. */
  searchListName: 'Resultados da busca',
};

/** The texts of `ProductListing` (see `productListingMessages`). */
export type ProductListingMessages = typeof productListingMessages;
