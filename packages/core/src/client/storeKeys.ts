import { type ListingSource, listingOperation } from './listingOperations';
import type { OperationName } from './operations';
import type { ProductListQuery } from './ProductListQuery';
import type { SearchQuery } from './SearchQuery';
import type { StoreArea, StoreInput } from './StoreClient';

/** A cache key of the store: `['vitrine', area, method, input?]`, so a prefix invalidates a whole area. */
export type StoreKey = readonly unknown[];

const root = 'vitrine';

/** Object keys sorted and `undefined` members dropped, so equal inputs give equal keys. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, member]) => [key, canonical(member)] as const);
  return Object.fromEntries(entries);
};

const call = <N extends OperationName>(name: N, input?: StoreInput<N>): StoreKey => {
  const [area, method] = name.split('.');
  const normalised = canonical(input);
  const isEmpty =
    normalised === undefined ||
    (typeof normalised === 'object' && normalised !== null && Object.keys(normalised).length === 0);
  return isEmpty ? [root, area, method] : [root, area, method, normalised];
};

/**
 * Cache keys shared by the SWR hooks and the tests. Each returns a fresh, stable array:
 * equal inputs give deep-equal keys whatever the order of their fields.
 * @example
 * storeKeys.productDetail('camiseta-basica') // ['vitrine', 'catalogue', 'productDetail', { urlFriendly: 'camiseta-basica' }]
 * storeKeys.area('cart') // ['vitrine', 'cart'], the prefix of every cart key
 */
export const storeKeys = {
  /** The prefix of every store key. */
  all: (): StoreKey => [root],
  /** The prefix of every key of an area (e.g. invalidate all of 'cart' after a login). */
  area: (area: StoreArea): StoreKey => [root, area],
  /** The key of any call with its input; `input` may be `undefined` for calls without input. */
  call,
  company: (): StoreKey => call('content.company'),
  categories: (): StoreKey => call('catalogue.categories'),
  brands: (onlyFeatured?: boolean): StoreKey => call('catalogue.brands', { onlyFeatured }),
  groups: (): StoreKey => call('catalogue.groups'),
  productList: (source: ListingSource, query: ProductListQuery): StoreKey =>
    call(listingOperation(source), query),
  search: (query: SearchQuery): StoreKey => call('catalogue.searchWithFilters', query),
  productDetail: (urlFriendly: string): StoreKey => call('catalogue.productDetail', { urlFriendly }),
  showcase: (quantity?: number): StoreKey => call('catalogue.showcase', { quantity }),
  banners: (type: StoreInput<'catalogue.banners'>['type']): StoreKey => call('catalogue.banners', { type }),
  ratings: (idProduct: number): StoreKey => call('ratings.list', { idProduct }),
  institutionalPages: (): StoreKey => call('content.institutionalPages'),
  faq: (): StoreKey => call('content.faq'),
  cart: (): StoreKey => call('cart.get'),
  cartCount: (): StoreKey => call('cart.count'),
  freights: (cep: string): StoreKey => call('cart.freights', { cep: cep.replace(/\D/g, '') }),
  installments: (value: number): StoreKey => call('cart.installments', { value }),
  customer: (): StoreKey => call('customer.verifyLogin'),
  addresses: (): StoreKey => call('customer.addresses'),
  orders: (page?: number): StoreKey => call('customer.orders', { page }),
  wishlist: (): StoreKey => call('customer.wishlist'),
};
