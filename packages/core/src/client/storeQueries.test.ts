import { describe, expect, it } from 'vitest';
import type { OperationName } from './operations';
import type { StoreClient } from './StoreClient';
import { storeKeys } from './storeKeys';
import type { StoreQuery } from './storeQueries';
import * as definitions from './storeQueries';

interface Recorded {
  readonly name: string;
  readonly input: unknown;
  readonly options: unknown;
}

/** A client whose every method records its call and answers an empty list. */
function recordingClient(): { client: StoreClient; calls: Recorded[] } {
  const calls: Recorded[] = [];
  const area = (areaName: string) =>
    new Proxy(
      {},
      {
        get: (_, method) => (input: unknown, options: unknown) => {
          // A call without input takes its options first.
          const takesOptionsFirst = typeof input === 'object' && input !== null && 'signal' in input;
          calls.push({
            name: `${areaName}.${String(method)}`,
            input: takesOptionsFirst ? undefined : input,
            options: takesOptionsFirst ? input : options,
          });
          return Promise.resolve([]);
        },
      },
    );
  const client = new Proxy({}, { get: (_, areaName) => area(String(areaName)) }) as StoreClient;
  return { client, calls };
}

/** Every definition with sample arguments, labelled by its name (several where its input picks the call). */
const samples: readonly (readonly [label: string, query: StoreQuery<unknown>])[] = [
  ['company', definitions.companyQuery()],
  ['categories', definitions.categoriesQuery()],
  ['brands', definitions.brandsQuery()],
  ['brands (featured)', definitions.brandsQuery(true)],
  ['groups', definitions.groupsQuery()],
  ['seals', definitions.sealsQuery()],
  ['paymentGateways', definitions.paymentGatewaysQuery()],
  ['socialNetworks', definitions.socialNetworksQuery()],
  ['eventList', definitions.eventListQuery()],
  ['institutionalPages', definitions.institutionalPagesQuery()],
  ['faq', definitions.faqQuery()],
  ['deliveryTracking', definitions.deliveryTrackingQuery()],
  ['contactTopics', definitions.contactTopicsQuery()],
  ['lightningOffers', definitions.lightningOffersQuery()],
  ['showcase', definitions.showcaseQuery(40)],
  ['showcase (default count)', definitions.showcaseQuery()],
  ['groupShowcase', definitions.groupShowcaseQuery(3)],
  ['mostSold', definitions.mostSoldQuery()],
  ['newcomers', definitions.newcomersQuery(6)],
  [
    'productList (category)',
    definitions.productListQuery({ kind: 'category', textLink: 'camisetas/c', page: 2 }),
  ],
  ['productList (brand)', definitions.productListQuery({ kind: 'brand', textLink: 'nike/m', page: 1 })],
  ['productList (group)', definitions.productListQuery({ kind: 'group', textLink: 'verao/g' })],
  ['productList (search)', definitions.productListQuery({ kind: 'search', word: 'camisa', page: 1 })],
  ['search', definitions.searchQuery({ word: 'camisa', qtdRegister: 5 })],
  ['productDetail', definitions.productDetailQuery('camiseta-basica')],
  ['productImages', definitions.productImagesQuery(10)],
  ['relatedProducts', definitions.relatedProductsQuery(10)],
  ['alsoPurchased', definitions.alsoPurchasedQuery(10)],
  ['takeXPayY', definitions.takeXPayYQuery(10, 31)],
  ['takeXPayY (no SKU)', definitions.takeXPayYQuery(10)],
  ['ratings', definitions.ratingsQuery(10)],
  ['banners', definitions.bannersQuery('F')],
  ['banners (category)', definitions.bannersQuery('C', 'moda-feminina/c')],
  ['banners (brand)', definitions.bannersQuery('L', 'nike/m')],
  ['banners (group)', definitions.bannersQuery('R', 'verao/g/')],
  [
    'productFreights',
    definitions.productFreightsQuery({ cep: '01310-100', idProduct: 1, idSku: null, quantity: 2 }),
  ],
  ['installments', definitions.installmentsQuery(99.9)],
  ['paymentAppConfig', definitions.paymentAppConfigQuery()],
  ['paymentSession', definitions.paymentSessionQuery()],
  [
    'cardInstallments',
    definitions.cardInstallmentsQuery({ bin: '411111', value: 100, maxInstallmentWithoutInterest: 3 }),
  ],
  ['customerAccount', definitions.customerAccountQuery()],
  ['orders', definitions.ordersQuery()],
  ['orders (page 2)', definitions.ordersQuery(2)],
  ['wishlist', definitions.wishlistQuery()],
];

describe('the query definitions', () => {
  it('has a sample here for every definition', () => {
    const sampled = new Set(samples.map(([label]) => label.split(' ')[0]));
    const defined = Object.keys(definitions).filter((name) => name.endsWith('Query'));
    expect([...sampled].map((label) => `${label}Query`).sort()).toEqual(defined.sort());
  });

  it.each(samples)('%s: fetch makes the call its key names, with the key’s input', async (_, query) => {
    const { client, calls } = recordingClient();
    const signal = new AbortController().signal;
    await query.fetch(client, { signal });
    expect(calls).toHaveLength(1);
    const [call] = calls as [Recorded];
    expect(storeKeys.call(call.name as OperationName, call.input as never)).toEqual(query.key);
    expect(call.options).toEqual({ signal });
  });

  it('gives equal keys for equal reads written differently', () => {
    expect(definitions.showcaseQuery(40).key).toEqual(definitions.showcaseQuery(12).key);
    expect(definitions.brandsQuery(false).key).toEqual(definitions.brandsQuery().key);
    expect(
      definitions.productFreightsQuery({ cep: '01310-100', idProduct: 1, idSku: null, quantity: 1 }).key,
    ).toEqual(
      definitions.productFreightsQuery({ cep: '01310100', idProduct: 1, idSku: null, quantity: 1 }).key,
    );
    expect(definitions.productListQuery({ kind: 'category', page: 1, textLink: 'a/c' }).key).toEqual(
      storeKeys.productList('category', { textLink: 'a/c', page: 1 }),
    );
  });

  it('keeps each listing kind under its own call', () => {
    const names = (['category', 'brand', 'group'] as const).map(
      (kind) => definitions.productListQuery({ kind, page: 1 }).key[2],
    );
    expect(names).toEqual(['productsByCategory', 'productsByBrand', 'productsByGroup']);
  });

  it('keeps at most 15 lightning offers', async () => {
    const offers = Array.from({ length: 20 }, (_, index) => index);
    const client = { catalogue: { lightningOffers: async () => offers } } as unknown as StoreClient;
    await expect(definitions.lightningOffersQuery().fetch(client)).resolves.toHaveLength(15);
  });
});
