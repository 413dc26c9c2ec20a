import type { ProductListQuery } from './ProductListQuery';

/** The query of a search listing: a product-list query plus the searched `word`. */
export interface SearchQuery extends ProductListQuery {
  readonly word: string;
}
