import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement, messagesAttribute } from './defineElement';

/**
 * `<vitrine-product-listing>`: A category, brand, group or search listing: filters, sort, result count, the
 * grid and paging.
 */
export const productListingElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductListing/ProductListing').then((m) => m.ProductListing),
  {
    tag: 'vitrine-product-listing',
    description:
      'A category, brand, group or search listing: filters, sort, result count, the grid and paging.',
    attributes: {
      kind: {
        prop: 'kind',
        type: 'string',
        description: "Which listing: 'search', 'category', 'brand' or 'group'",
      },
      'text-link': {
        prop: 'textLink',
        type: 'string',
        description: "The listing's friendly path ('roupas/c', 'nike/m'); not for a search",
      },
      term: { prop: 'term', type: 'string', description: "The search term (kind 'search')" },
      messages: messagesAttribute('productListing', "some of the listing's texts"),
      mode: {
        prop: 'mode',
        type: 'string',
        description: 'Numbered pages or infinite scroll; the company setting `infiniteScrolling` when absent',
      },
      'list-name': {
        prop: 'listName',
        type: 'string',
        description:
          "The GA4 list name (the page's title fits); 'Listagem de produtos' / 'Resultados da busca' when absent",
      },
      'list-id': {
        prop: 'listId',
        type: 'string',
        description: "The GA4 list id; 'search', or the kind and path ('category:roupas/c') when absent",
      },
      'storage-key': {
        prop: 'storageKey',
        type: 'string',
        description: "The storage key; the flow's when absent",
      },
      'is-product-page': {
        prop: 'isProductPage',
        type: 'boolean',
        description: 'The listing sits on a product page (infinite scroll never grows there)',
      },
      'search-params': {
        prop: 'searchParams',
        type: 'string',
        description:
          "The address's query (`'pageNumber=2&order=price-asc&brand=7'`): the starting page, order and filters",
      },
      'default-filters-open': {
        prop: 'defaultFiltersOpen',
        type: 'boolean',
        description: 'Opens the filter drawer (phones) on mount',
      },
    },
  },
);
