import { describe, expect, it } from 'vitest';
import type { OperationName } from './operations';
import type { StoreClient } from './StoreClient';
import { storeKeys } from './storeKeys';
import { type StoreQuery, storeQueries } from './storeQueries';

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
  ['company', storeQueries.company()],
  ['categories', storeQueries.categories()],
  ['brands', storeQueries.brands()],
  ['brands (featured)', storeQueries.brands(true)],
  ['groups', storeQueries.groups()],
  ['seals', storeQueries.seals()],
  ['paymentGateways', storeQueries.paymentGateways()],
  ['socialNetworks', storeQueries.socialNetworks()],
  ['eventList', storeQueries.eventList()],
  ['institutionalPages', storeQueries.institutionalPages()],
  ['faq', storeQueries.faq()],
  ['deliveryTracking', storeQueries.deliveryTracking()],
  ['contactTopics', storeQueries.contactTopics()],
  ['lightningOffers', storeQueries.lightningOffers()],
  ['showcase', storeQueries.showcase(40)],
  ['showcase (default count)', storeQueries.showcase()],
  ['groupShowcase', storeQueries.groupShowcase(3)],
  ['mostSold', storeQueries.mostSold()],
  ['newcomers', storeQueries.newcomers(6)],
  [
    'productList (category)',
    storeQueries.productList({ kind: 'category', textLink: 'camisetas/c', page: 2 }),
  ],
  ['productList (brand)', storeQueries.productList({ kind: 'brand', textLink: 'nike/m', page: 1 })],
  ['productList (group)', storeQueries.productList({ kind: 'group', textLink: 'verao/g' })],
  ['productList (search)', storeQueries.productList({ kind: 'search', word: 'camisa', page: 1 })],
  ['search', storeQueries.search({ word: 'camisa', qtdRegister: 5 })],
  ['productDetail', storeQueries.productDetail('camiseta-basica')],
  ['productImages', storeQueries.productImages(10)],
  ['relatedProducts', storeQueries.relatedProducts(10)],
  ['alsoPurchased', storeQueries.alsoPurchased(10)],
  ['takeXPayY', storeQueries.takeXPayY(10, 31)],
  ['takeXPayY (no SKU)', storeQueries.takeXPayY(10)],
  ['ratings', storeQueries.ratings(10)],
  ['banners', storeQueries.banners('F')],
  ['banners (category)', storeQueries.banners('C', 'moda-feminina/c')],
  ['banners (brand)', storeQueries.banners('L', 'nike/m')],
  ['banners (group)', storeQueries.banners('R', 'verao/g/')],
  [
    'productFreights',
    storeQueries.productFreights({ cep: '01310-100', idProduct: 1, idSku: null, quantity: 2 }),
  ],
  ['installments', storeQueries.installments(99.9)],
  ['paymentAppConfig', storeQueries.paymentAppConfig()],
  ['paymentSession', storeQueries.paymentSession()],
  [
    'cardInstallments',
    storeQueries.cardInstallments({ bin: '411111', value: 100, maxInstallmentWithoutInterest: 3 }),
  ],
  ['customerAccount', storeQueries.customerAccount()],
  ['orders', storeQueries.orders()],
  ['orders (page 2)', storeQueries.orders(2)],
  ['wishlist', storeQueries.wishlist()],
];

describe('storeQueries', () => {
  it('has a sample here for every definition', () => {
    const sampled = new Set(samples.map(([label]) => label.split(' ')[0]));
    expect([...sampled].sort()).toEqual(Object.keys(storeQueries).sort());
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
    expect(storeQueries.showcase(40).key).toEqual(storeQueries.showcase(12).key);
    expect(storeQueries.brands(false).key).toEqual(storeQueries.brands().key);
    expect(
      storeQueries.productFreights({ cep: '01310-100', idProduct: 1, idSku: null, quantity: 1 }).key,
    ).toEqual(storeQueries.productFreights({ cep: '01310100', idProduct: 1, idSku: null, quantity: 1 }).key);
    expect(storeQueries.productList({ kind: 'category', page: 1, textLink: 'a/c' }).key).toEqual(
      storeKeys.productList('category', { textLink: 'a/c', page: 1 }),
    );
  });

  it('keeps each listing kind under its own call', () => {
    const names = (['category', 'brand', 'group'] as const).map(
      (kind) => storeQueries.productList({ kind, page: 1 }).key[2],
    );
    expect(names).toEqual(['productsByCategory', 'productsByBrand', 'productsByGroup']);
  });

  it('keeps at most 15 lightning offers', async () => {
    const offers = Array.from({ length: 20 }, (_, index) => index);
    const client = { catalogue: { lightningOffers: async () => offers } } as unknown as StoreClient;
    await expect(storeQueries.lightningOffers().fetch(client)).resolves.toHaveLength(15);
  });
});
