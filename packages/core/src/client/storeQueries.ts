import { shelfCount } from '../rules/shelfCount';
import type { BannerType } from '../schemas/bannerTypeSchema';
import type { Category } from '../schemas/categorySchema';
import type { Group } from '../schemas/groupSchema';
import type { ProductDetail } from '../schemas/productDetailSchema';
import type { ProductListResponse } from '../schemas/productListResponseSchema';
import type { Product } from '../schemas/productSchema';
import { onlyDigits } from '../validators/onlyDigits';
import type { CallOptions } from './CallOptions';
import { type ListingSource, listingMethods, listingOperation } from './listingOperations';
import type { ProductListQuery } from './ProductListQuery';
import type { SearchQuery } from './SearchQuery';
import type { StoreClient, StoreInput } from './StoreClient';
import { type StoreKey, storeKeys } from './storeKeys';

/**
 * One read of the store, declared once: the cache key its answer is kept under and how to fetch it with a
 * client. The hooks read it through SWR, a server loader prefetches it into `<StorefrontProvider fallback>`,
 * tests seed it: all three use the same definition, so a prefetched answer is always under the key the hook
 * reads (like TanStack Query's `queryOptions`).
 */
export interface StoreQuery<Data> {
  /** The cache key of this read (`['vitrine', area, method, input?]`). */
  readonly key: StoreKey;
  /** Reads it with `client`; rejects with a `StoreApiError`. */
  readonly fetch: (client: StoreClient, options?: CallOptions) => Promise<Data>;
}

/** What a `StoreQuery` resolves to. */
export type StoreQueryData<Query> = Query extends StoreQuery<infer Data> ? Data : never;

/**
 * One page of a listing to read: a category, brand or group by its query (`textLink` with its marker,
 * e.g. 'moda-feminina/c'), or a search by its query with the searched `word`.
 */
export type ProductListRequest =
  | ({ readonly kind: ListingSource } & ProductListQuery)
  | ({ readonly kind: 'search' } & SearchQuery);

/** The lightning offers a shelf shows at most. */
const maxLightningOffers = 15;

const markers: Readonly<Record<string, ListingSource>> = { c: 'category', g: 'group', m: 'brand' };
const bannerMethods = { category: 'categoryBanners', brand: 'brandBanners', group: 'groupBanners' } as const;

/** The listing of a path with its marker ('moda-feminina/c'): its kind, and the path without the marker. */
function listingOfPath(textLink: string): { kind: ListingSource; path: string } {
  const match = /^(.*?)\/?([cgm])\/?$/.exec(textLink);
  const kind = (match?.[2] && markers[match[2]]) || 'category';
  return { kind, path: match ? (match[1] ?? '') : textLink };
}

const query = <Data>(key: StoreKey, fetch: StoreQuery<Data>['fetch']): StoreQuery<Data> => ({ key, fetch });

export const companyQuery = () =>
  query(storeKeys.company(), (client, options) => client.content.company(options));

export const categoriesQuery = () =>
  query<Category[]>(storeKeys.categories(), (client, options) => client.catalogue.categories(options));

/** All brands, or only the featured ones (the 'Compre pela Marca' list). */
export const brandsQuery = (onlyFeatured?: boolean) =>
  query(storeKeys.brands(onlyFeatured || undefined), (client, options) =>
    client.catalogue.brands(onlyFeatured ? { onlyFeatured } : undefined, options),
  );

export const groupsQuery = () =>
  query<Group[]>(storeKeys.groups(), (client, options) => client.catalogue.groups(options));

export const sealsQuery = () =>
  query(storeKeys.call('content.seals'), (client, options) => client.content.seals(options));

export const paymentGatewaysQuery = () =>
  query(storeKeys.call('catalogue.paymentGateways'), (client, options) =>
    client.catalogue.paymentGateways(options),
  );

export const socialNetworksQuery = () =>
  query(storeKeys.call('content.socialNetworks'), (client, options) =>
    client.content.socialNetworks(options),
  );

export const eventListQuery = () =>
  query(storeKeys.call('content.eventList'), (client, options) => client.content.eventList(options));

export const institutionalPagesQuery = () =>
  query(storeKeys.institutionalPages(), (client, options) => client.content.institutionalPages(options));

export const faqQuery = () => query(storeKeys.faq(), (client, options) => client.content.faq(options));

export const deliveryTrackingQuery = () =>
  query(storeKeys.call('content.deliveryTracking'), (client, options) =>
    client.content.deliveryTracking(options),
  );

export const contactTopicsQuery = () =>
  query(storeKeys.call('contact.topics'), (client, options) => client.contact.topics(options));

/** The lightning offers, 15 at most. */
export const lightningOffersQuery = () =>
  query<Product[]>(storeKeys.call('catalogue.lightningOffers'), async (client, options) =>
    (await client.catalogue.lightningOffers(options)).slice(0, maxLightningOffers),
  );

/** The home showcase; `quantity` clamped to 1..12, `undefined` sends the call's default of 12. */
export const showcaseQuery = (quantity?: number | null) => {
  const input = { quantity: shelfCount(quantity) };
  return query<Product[]>(storeKeys.call('catalogue.showcase', input), (client, options) =>
    client.catalogue.showcase(input, options),
  );
};

export const groupShowcaseQuery = (quantity?: number | null) => {
  const input = { quantity: shelfCount(quantity) };
  return query<Group[]>(storeKeys.call('catalogue.groupShowcase', input), (client, options) =>
    client.catalogue.groupShowcase(input, options),
  );
};

export const mostSoldQuery = (quantity?: number | null) => {
  const input = { quantity: shelfCount(quantity) };
  return query<Product[]>(storeKeys.call('catalogue.mostSold', input), (client, options) =>
    client.catalogue.mostSold(input, options),
  );
};

export const newcomersQuery = (pageSize?: number | null) => {
  const input = { pageSize: shelfCount(pageSize) };
  return query<Product[]>(storeKeys.call('catalogue.newcomers', input), (client, options) =>
    client.catalogue.newcomers(input, options),
  );
};

/** One page of a category, brand, group or search listing. */
export const productListQuery = (request: ProductListRequest) => {
  if (request.kind === 'search') {
    const { kind: _kind, ...input } = request;
    return query<ProductListResponse>(storeKeys.search(input), (client, options) =>
      client.catalogue.searchWithFilters(input, options),
    );
  }
  const { kind, ...input } = request;
  const method = listingMethods[kind];
  return query<ProductListResponse>(storeKeys.call(listingOperation(kind), input), (client, options) =>
    client.catalogue[method](input, options),
  );
};

/** The quick search's products for a word (already checked against the blacklist). */
export const searchQuery = (input: StoreInput<'catalogue.search'>) =>
  query<Product[]>(storeKeys.call('catalogue.search', input), (client, options) =>
    client.catalogue.search(input, options),
  );

export const productDetailQuery = (urlFriendly: string) =>
  query<ProductDetail>(storeKeys.productDetail(urlFriendly), (client, options) =>
    client.catalogue.productDetail({ urlFriendly }, options),
  );

export const productImagesQuery = (idProduct: number) =>
  query(storeKeys.call('catalogue.productImages', { idProduct }), (client, options) =>
    client.catalogue.productImages({ idProduct }, options),
  );

export const relatedProductsQuery = (idProduct: number) =>
  query<Product[]>(storeKeys.call('catalogue.relatedProducts', { idProduct }), (client, options) =>
    client.catalogue.relatedProducts({ idProduct }, options),
  );

export const alsoPurchasedQuery = (idProduct: number) =>
  query<Product[]>(storeKeys.call('catalogue.alsoPurchased', { idProduct }), (client, options) =>
    client.catalogue.alsoPurchased({ idProduct }, options),
  );

/** The take-X-pay-Y campaign of a product and its SKU (`null` for a product without SKUs). */
export const takeXPayYQuery = (idProduct: number, idSku?: number | null) => {
  const input = { idProduct, idSku: idSku ?? null };
  return query(storeKeys.call('catalogue.takeXPayY', input), (client, options) =>
    client.catalogue.takeXPayY(input, options),
  );
};

export const ratingsQuery = (idProduct: number) =>
  query(storeKeys.ratings(idProduct), (client, options) => client.ratings.list({ idProduct }, options));

/** The banners of a type, store-wide, or of a listing by its path with its marker ('moda-feminina/c'). */
export const bannersQuery = (type: BannerType, textLink?: string) => {
  if (!textLink) {
    return query(storeKeys.banners(type), (client, options) => client.catalogue.banners({ type }, options));
  }
  const { kind, path } = listingOfPath(textLink);
  const input = { type, path };
  const method = bannerMethods[kind];
  return query(storeKeys.call(`catalogue.${method}`, input), (client, options) =>
    client.catalogue[method](input, options),
  );
};

/** The freight options of a product to a CEP (masked or not). */
export const productFreightsQuery = (input: StoreInput<'cart.productFreights'>) => {
  const normalised = { ...input, cep: onlyDigits(input.cep) };
  return query(storeKeys.call('cart.productFreights', normalised), (client, options) =>
    client.cart.productFreights(normalised, options),
  );
};

/** The store's own installments of a value, by gateway. */
export const installmentsQuery = (value: number) =>
  query(storeKeys.installments(value), (client, options) => client.cart.installments({ value }, options));

export const paymentAppConfigQuery = () =>
  query(storeKeys.call('payment.appConfig'), (client, options) => client.payment.appConfig(options));

export const paymentSessionQuery = () =>
  query(storeKeys.call('payment.session'), (client, options) => client.payment.session(options));

export const cardInstallmentsQuery = (input: StoreInput<'payment.cardInstallments'>) =>
  query(storeKeys.call('payment.cardInstallments', input), (client, options) =>
    client.payment.cardInstallments(input, options),
  );

/** The signed-in customer's registration. */
export const customerAccountQuery = () =>
  query(storeKeys.call('customer.getClient'), (client, options) => client.customer.getClient(options));

/** The signed-in customer's orders, a page of them (`undefined` for the first). */
export const ordersQuery = (page?: number) =>
  query(storeKeys.orders(page), (client, options) =>
    client.customer.orders(page == null ? undefined : { page }, options),
  );

/** The signed-in customer's wishlist. */
export const wishlistQuery = () =>
  query<Product[]>(storeKeys.wishlist(), (client, options) => client.customer.wishlist(options));
