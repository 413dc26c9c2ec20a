import { describe, expect, it } from 'vitest';
import { createParsedReplyCache } from './createParsedReplyCache';
import { createStoreClient } from './createStoreClient';
import { isStoreApiError } from './isStoreApiError';

const product = (price: number) => ({
  idProduct: 10,
  name: 'Camiseta Básica',
  urlFriendly: 'camiseta-basica',
  price,
  stock: 12,
  isKit: 0,
  skUs: [{ idSku: 1, price, stock: 3, standard: 1, visible: 1, variations: [] }],
});

/** A fetch answering each call with the text `reply` gives at that moment. */
function storeReplying(reply: () => { status?: number; text: string }) {
  let calls = 0;
  const fetch: typeof globalThis.fetch = async () => {
    calls++;
    const { status = 200, text } = reply();
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls: () => calls };
}

describe('createParsedReplyCache with a store client', () => {
  it('answers the same reply with the value parsed the first time, frozen; another reply is parsed anew', async () => {
    let text = JSON.stringify([product(59.9)]);
    const store = storeReplying(() => ({ text }));
    const cache = createParsedReplyCache({ maxEntries: 8, maxChars: 100_000 });
    const client = createStoreClient({
      baseUrl: 'http://shop.test',
      fetch: store.fetch,
      parsedReplies: cache,
    });
    const first = await client.catalogue.mostSold();
    const second = await client.catalogue.mostSold();
    expect(store.calls()).toBe(2);
    expect(second).toBe(first);
    // Parsed by the schema: flags as booleans.
    expect(first[0]?.isKit).toBe(false);
    expect(first[0]?.skUs?.[0]?.standard).toBe(true);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0]?.skUs?.[0])).toBe(true);
    expect(() => {
      (first as { price?: number }[]).push({ price: 1 });
    }).toThrow(TypeError);

    text = JSON.stringify([product(49.9)]);
    const changed = await client.catalogue.mostSold();
    expect(changed).not.toBe(first);
    expect(changed[0]?.price).toBe(49.9);
    expect(await client.catalogue.mostSold()).toBe(changed);
  });

  it('makes the equal parts of a reply one object, and keeps apart what only looks alike', async () => {
    const white = { idVariation: 100, name: 'Branco', idReference: 1, nameReference: 'Cor' };
    const reply = [
      {
        ...product(59.9),
        skUs: [
          {
            idSku: 1,
            price: 59.9,
            stock: 3,
            standard: 1,
            visible: 1,
            variations: [white, { idVariation: 200, name: 'P' }],
          },
          {
            idSku: 2,
            price: 59.9,
            stock: 0,
            standard: 0,
            visible: 1,
            variations: [white, { idVariation: 201, name: 'M' }],
          },
        ],
      },
      { ...product(59.9), idProduct: 11, code: 1 },
      { ...product(59.9), idProduct: 12, code: '1' },
    ];
    const text = JSON.stringify(reply);
    const store = storeReplying(() => ({ text }));
    const shared = createStoreClient({
      baseUrl: 'http://shop.test',
      fetch: store.fetch,
      parsedReplies: createParsedReplyCache({ maxEntries: 8, maxChars: 100_000 }),
    });
    const plain = createStoreClient({ baseUrl: 'http://shop.test', fetch: store.fetch });
    const [first, second, third] = await shared.catalogue.mostSold();
    // The same value as parsing alone gives.
    expect([first, second, third]).toEqual(await plain.catalogue.mostSold());
    const [sku1, sku2] = first?.skUs ?? [];
    expect(sku1?.variations[0]).toBe(sku2?.variations[0]);
    expect(sku1?.variations[1]).not.toBe(sku2?.variations[1]);
    expect(first?.installmentMax).toBe(undefined);
    // The code 1 (a number the schema turns to '1') and '1' parse alike: one value; the products stay apart.
    expect(second?.code).toBe('1');
    expect(third?.code).toBe('1');
    expect(second).not.toBe(third);
    expect(Object.isFrozen(sku1?.variations[0])).toBe(true);
  });

  it('keeps each call apart, never keeps a failure, and parses as before without a cache', async () => {
    const text = JSON.stringify([product(59.9)]);
    let status = 200;
    const store = storeReplying(() => ({ status, text }));
    const cache = createParsedReplyCache({ maxEntries: 8, maxChars: 100_000 });
    const client = createStoreClient({
      baseUrl: 'http://shop.test',
      fetch: store.fetch,
      parsedReplies: cache,
    });
    const mostSold = await client.catalogue.mostSold();
    const newcomers = await client.catalogue.newcomers();
    // Two calls kept, each with its reply; equal replies are one value.
    expect(cache.size).toBe(2);
    expect(newcomers).toBe(mostSold);
    status = 500;
    const failure = await client.catalogue.mostSold().catch((error: unknown) => error);
    expect(isStoreApiError(failure) && failure.kind).toBe('http');
    status = 200;
    expect(await client.catalogue.mostSold()).toBe(mostSold);

    const plain = createStoreClient({ baseUrl: 'http://shop.test', fetch: store.fetch });
    const once = await plain.catalogue.mostSold();
    expect(await plain.catalogue.mostSold()).not.toBe(once);
    expect(Object.isFrozen(once)).toBe(false);
  });

  it('shares equal parts across the replies it keeps', async () => {
    let reply = [product(59.9)];
    const store = storeReplying(() => ({ text: JSON.stringify(reply) }));
    const client = createStoreClient({
      baseUrl: 'http://shop.test',
      fetch: store.fetch,
      parsedReplies: createParsedReplyCache({ maxEntries: 8, maxChars: 100_000 }),
    });
    const [inMostSold] = await client.catalogue.mostSold();
    reply = [product(59.9), { ...product(10), idProduct: 11 }];
    const [inNewcomers, other] = await client.catalogue.newcomers();
    expect(inNewcomers).toBe(inMostSold);
    expect(other?.price).toBe(10);
  });

  it('shares only parts equal in type, value and order', () => {
    const cache = createParsedReplyCache({ maxEntries: 8, maxChars: 1000 });
    const kept = cache.set('call', 'reply', {
      parts: [
        { x: 1 },
        { x: '1' },
        { x: 1 },
        { x: -0 },
        { x: 0 },
        { x: true },
        { x: null },
        { y: 1, x: 1 },
        [1],
      ],
      same: { x: 1 },
    }) as { parts: unknown[]; same: unknown };
    const [one, text, oneAgain, minusZero, zero, yes, none, reordered, list] = kept.parts;
    expect(oneAgain).toBe(one);
    expect(kept.same).toBe(one);
    for (const other of [text, minusZero, yes, none, reordered, list]) expect(other).not.toBe(one);
    expect(minusZero).not.toBe(zero);
    expect(cache.get('call', 'reply')?.value).toBe(kept);
  });

  it('never holds more calls or characters than its bounds, the least recently used dropped first', () => {
    const cache = createParsedReplyCache({ maxEntries: 3, maxChars: 40 });
    for (const key of ['a', 'b', 'c']) cache.set(key, `reply ${key}`, { key });
    expect(cache.get('a', 'reply a')?.value).toEqual({ key: 'a' });
    cache.set('d', 'reply d', { key: 'd' });
    expect(cache.size).toBe(3);
    expect(cache.get('b', 'reply b')).toBeUndefined();
    expect(cache.get('a', 'reply a')).toBeDefined();
    // A different text for a kept call is not an answer.
    expect(cache.get('a', 'reply A')).toBeUndefined();
    cache.set('e', 'x'.repeat(30), { key: 'e' });
    expect(cache.chars).toBeLessThanOrEqual(40);
    cache.set('f', 'y'.repeat(41), { key: 'f' });
    expect(cache.get('f', 'y'.repeat(41))).toBeUndefined();
    expect(cache.chars).toBeLessThanOrEqual(40);
    for (let index = 0; index < 50; index++) cache.set(`key ${index}`, 'r', index);
    expect(cache.size).toBe(3);
  });
});
