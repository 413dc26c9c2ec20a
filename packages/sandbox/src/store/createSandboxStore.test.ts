import { formatPrice } from '@vitrine/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sandboxFixtures as F } from '../data/sandboxFixtures';
import { createSandboxStore } from './createSandboxStore';

const NOW = new Date('2025-05-01T12:00:00Z');
const fresh = () => createSandboxStore({ now: () => NOW });
const add = (
  store: ReturnType<typeof fresh>,
  idProduct: number,
  idSku: number | null,
  quantity: number,
  session?: string,
) => store.call('cart.add', { json: { idProduct, idSku, quantity, isRecurrent: false } }, session);
type Cart = {
  items: { idSku: number; quantity: number; stock: number; flagExhausted: boolean }[];
  subTotal: number;
  totalDiscount: number;
  total: number;
  totalShipping: number;
};
const cart = (store: ReturnType<typeof fresh>, session?: string) =>
  store.call('cart.get', {}, session).body as Cart;

describe('cart rules', () => {
  it('merges lines of the same SKU and keeps different SKUs apart', () => {
    const store = fresh();
    expect(add(store, F.simple.idProduct, null, 1)).toEqual({ status: 200, body: 1 });
    add(store, F.simple.idProduct, null, 2);
    add(store, F.productWithVariations.idProduct, F.productWithVariations.inStockSku, 1);
    expect(cart(store).items.map((i) => i.quantity)).toEqual([3, 1]);
  });

  it('rejects quantities outside 1–9999 with the spec text, leaving the cart unchanged', () => {
    const store = fresh();
    add(store, F.simple.idProduct, null, 1);
    for (const quantity of [0, -1, 10_000, 1.5]) {
      const result = add(store, F.simple.idProduct, null, quantity);
      expect(result.status).toBe(400);
    }
    expect(add(store, F.simple.idProduct, null, 0).body).toEqual({
      message: 'Por favor, digite um valor entre 1 e 9999',
    });
    expect(store.inspect.cartLines()).toMatchObject([{ quantity: 1 }]);
  });

  it('given any malformed add payload, it answers 4xx and never changes the cart', () => {
    const store = fresh();
    add(store, F.simple.idProduct, null, 1);
    const before = JSON.stringify(store.inspect.cartLines());
    fc.assert(
      fc.property(
        fc.record({
          idProduct: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.double()),
          idSku: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.boolean()),
          quantity: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.string(), fc.constant(null)),
        }),
        (json) => {
          const result = store.call('cart.add', { json });
          if (result.status === 200) {
            store.reset();
            add(store, F.simple.idProduct, null, 1);
            return;
          }
          expect(result.status).toBeGreaterThanOrEqual(400);
          expect(result.status).toBeLessThan(500);
          expect(typeof (result.body as { message: unknown }).message).toBe('string');
          expect(JSON.stringify(store.inspect.cartLines())).toBe(before);
        },
      ),
      { numRuns: 300, seed: 42 },
    );
  });

  it('refuses more than the SKU stock, sold-out SKUs, exhausted products and price-on-request products', () => {
    const store = fresh();
    const sku = store.data.products.find((p) => p.idProduct === F.simple.idProduct)?.skUs[0];
    const stock = sku?.stock ?? 0;
    expect(add(store, F.simple.idProduct, null, stock + 1)).toEqual({
      status: 422,
      body: { message: `Temos apenas ${stock} itens em estoque do produto ${F.simple.name}.` },
    });
    expect(
      add(store, F.productWithVariations.idProduct, F.productWithVariations.outOfStockSku, 1).body,
    ).toEqual({
      message: `O produto ${F.productWithVariations.name} está esgotado.`,
    });
    expect(add(store, F.exhausted.idProduct, null, 1).status).toBe(422);
    expect(add(store, F.priceOnRequest.idProduct, null, 1).body).toEqual({
      message: `O produto ${F.priceOnRequest.name} é sob consulta: solicite um orçamento.`,
    });
    expect(add(store, F.productWithVariations.idProduct, 123, 1).status).toBe(404);
    expect(store.inspect.cartLines()).toEqual([]);
  });

  it('applies the Q limit per item with the server text', () => {
    const store = fresh();
    const product = store.data.products.find((p) => p.idProduct === F.quantityLimited.idProduct);
    const sku = product?.skUs.find((s) => s.stock >= 3) ?? product?.skUs[0];
    store.setStock(sku?.idSku ?? 0, 50);
    expect(add(store, F.quantityLimited.idProduct, sku?.idSku ?? 0, 10).status).toBe(200);
    expect(add(store, F.quantityLimited.idProduct, sku?.idSku ?? 0, 1)).toEqual({
      status: 422,
      body: {
        message: `A quantidade máxima permitida para o produto ${F.quantityLimited.name} é 10 unidades.`,
      },
    });
  });

  it('applies the V limits: minimum value to check out, maximum value per cart', () => {
    const store = fresh();
    add(store, F.minimumQuantity.idProduct, null, 2);
    expect(store.call('cart.cartLimits').status).toBe(200);
    store.call('cart.clean');
    const digital = store.data.products.find((p) => p.idProduct === F.digital.idProduct);
    if (digital?.skUs[0]) digital.skUs[0].stock = 9999;
    expect(add(store, F.digital.idProduct, null, 201).body).toEqual({
      message: `O valor máximo permitido por compra é ${formatPrice(20_000)}.`,
    });
    const cheap = createSandboxStore({
      now: () => NOW,
      data: { cartLimits: { minValue: 100, maxValue: 0 } },
    });
    add(cheap, F.minimumQuantity.idProduct, null, 2);
    expect(cheap.call('cart.cartLimits').body).toEqual({
      message: `O valor mínimo para finalizar a compra é ${formatPrice(100)}.`,
    });
  });

  it('shows items that ran out after being added as exhausted, and blocks the limits check', () => {
    const store = fresh();
    add(store, F.simple.idProduct, null, 1);
    store.setStock(F.simple.idSku, 0);
    expect(cart(store).items[0]).toMatchObject({ stock: 0 });
    expect(store.call('cart.cartLimits').status).toBe(422);
    store.setExhausted(F.simple.idProduct, true);
    expect(cart(store).items[0]?.flagExhausted).toBe(true);
  });

  it('reports timer-expired products once through the count, joined by |', () => {
    const store = fresh();
    add(store, F.simple.idProduct, null, 1);
    add(store, F.minimumQuantity.idProduct, null, 2);
    expect(store.call('cart.count').body).toBe(3);
    expect(store.expireCart()).toEqual([F.simple.name, F.minimumQuantity.name]);
    expect(store.call('cart.count').body).toBe(`[TIMER]${F.simple.name}|${F.minimumQuantity.name}`);
    expect(store.call('cart.count').body).toBe(0);
  });

  it('gives the cheapest unit free for take 3 pay 2', () => {
    const store = fresh();
    const product = store.data.products.find((p) => p.idProduct === F.takeXPayY.idProduct);
    const sku = product?.skUs.find((s) => s.stock >= 3) ?? product?.skUs[0];
    store.setStock(sku?.idSku ?? 0, 10);
    add(store, F.takeXPayY.idProduct, sku?.idSku ?? 0, 3);
    const view = cart(store);
    expect(view.subTotal).toBeCloseTo(239.7, 2);
    expect(view.totalDiscount).toBeCloseTo(79.9, 2);
    expect(view.total).toBeCloseTo(159.8, 2);
  });

  it('keeps sessions isolated', () => {
    const store = fresh();
    add(store, F.simple.idProduct, null, 1, 'ana');
    expect(store.call('cart.count', {}, 'ana').body).toBe(1);
    expect(store.call('cart.count', {}, 'bia').body).toBe(0);
  });
});

describe('freight, discounts and installments', () => {
  it('prices freight deterministically by CEP region and offers free freight above the threshold', () => {
    const store = fresh();
    add(store, F.minimumQuantity.idProduct, null, 2);
    type Option = {
      shippingMode: { name: string; deliveryTime: number | null; usefulDay: boolean };
      valueShipping: number;
    };
    const sp = store.call('cart.freights', { json: { cep: '01310100' } }).body as Option[];
    const north = store.call('cart.freights', { json: { cep: '69005070' } }).body as Option[];
    expect(store.call('cart.freights', { json: { cep: '01310100' } }).body).toEqual(sp);
    const pac = (list: Option[]) => list.find((o) => o.shippingMode.name === 'PAC') as Option;
    expect(pac(north).valueShipping).toBeGreaterThan(pac(sp).valueShipping);
    expect(pac(north).shippingMode.deliveryTime).toBeGreaterThan(pac(sp).shippingMode.deliveryTime ?? 0);
    expect(sp.map((o) => o.shippingMode.name)).not.toContain('Frete Grátis');
    add(store, F.simple.idProduct, null, 1);
    const free = store.call('cart.freights', { json: { cep: '01310100' } }).body as Option[];
    expect(free[0]).toMatchObject({ shippingMode: { name: 'Frete Grátis' }, valueShipping: 0 });
  });

  it('rejects a malformed CEP (400) and an unknown one (404)', () => {
    const store = fresh();
    add(store, F.simple.idProduct, null, 1);
    expect(store.call('cart.freights', { json: { cep: '123' } }).status).toBe(400);
    expect(store.call('cart.freights', { json: {} }).body).toEqual({ message: 'Por favor, insira um cep.' });
    expect(store.call('cart.freights', { json: { cep: '99999999' } })).toEqual({
      status: 404,
      body: { message: 'CEP não encontrado.' },
    });
  });

  it('tells how much is missing for free freight with a [Valor] placeholder', () => {
    const store = fresh();
    add(store, F.minimumQuantity.idProduct, null, 2);
    expect(store.call('cart.freeFreightTip', { params: 'cep=01310100' }).body).toEqual({
      idShipping: 6,
      cartDisplayInfo: true,
      cartInformation: 'Faltam apenas [Valor] para você ganhar Frete Grátis!',
      remainingValue: 239.2,
    });
  });

  it('applies a discount key only above its minimum value', () => {
    const store = fresh();
    add(store, F.minimumQuantity.idProduct, null, 2);
    expect(store.call('cart.applyDiscount', { json: { key: 'VITRINE30' } }).body).toEqual({
      message: `O cupom VITRINE30 é válido para compras acima de ${formatPrice(200)}.`,
    });
    expect(
      (store.call('cart.applyDiscount', { json: { key: 'bemvindo10' } }).body as Cart).totalDiscount,
    ).toBeCloseTo(5.98, 2);
  });

  it('lists up to 18 installments, interest-free up to the configured number, none below the minimum', () => {
    type Gateway = {
      idPaymentGateway: number;
      paymentMethods: {
        paymentBrands: { installments: { quantity: number; interestFree: boolean; totalAmount: number }[] }[];
      }[];
    };
    const installments = (store: ReturnType<typeof fresh>, value: number) =>
      (store.call('cart.installments', { params: `value=${value}` }).body as Gateway[]).find(
        (g) => g.idPaymentGateway === 17,
      )?.paymentMethods[0]?.paymentBrands[0]?.installments ?? [];
    const store = fresh();
    const big = installments(store, 1000);
    expect(big).toHaveLength(18);
    expect(big.filter((i) => i.interestFree)).toHaveLength(6);
    expect(big[17]?.totalAmount).toBeGreaterThan(1000);
    expect(installments(store, 35)).toHaveLength(3);
    const noInterest = createSandboxStore({ now: () => NOW, data: { maxInstallmentsWithoutInterest: 1 } });
    expect(
      installments(noInterest, 1000)
        .filter((i) => i.interestFree)
        .map((i) => i.quantity),
    ).toEqual([1]);
  });
});

describe('submissions, sessions and data', () => {
  it('records submissions and answers [Err 045] for a duplicate alert-me on the same product', () => {
    const store = fresh();
    const json = {
      name: 'Ana',
      email: 'ana@example.com',
      phone: '11988887777',
      idProduct: F.exhausted.idProduct,
      idSku: null,
      nameProduct: 'x',
    };
    expect(store.call('catalogue.alertMe', { json }).status).toBe(200);
    const duplicate = store.call('catalogue.alertMe', { json });
    expect(duplicate.status).toBe(409);
    expect((duplicate.body as { message: string }).message).toContain('[Err 045]');
    expect(store.call('catalogue.alertMe', { json: { ...json, idProduct: F.simple.idProduct } }).status).toBe(
      200,
    );
    expect(store.inspect.submissions('alertMe')).toHaveLength(2);
  });

  it('logs a customer in with the password and keeps the login in the session only', () => {
    const store = fresh();
    expect(
      store.call('customer.login', { json: { username: F.customer.email, password: 'x' } }, 's1').status,
    ).toBe(401);
    expect(
      store.call(
        'customer.login',
        { json: { username: F.customer.cpfCnpj, password: F.customer.password } },
        's1',
      ).status,
    ).toBe(200);
    expect(store.call('customer.verifySession', {}, 's1').body).toBe(true);
    expect(store.call('customer.verifySession', {}, 's2').body).toBe(false);
  });

  it('extends the catalogue by id (merge) or replaces a section (replace)', () => {
    const base = fresh();
    const product = {
      ...base.data.products[0],
      idProduct: 9001,
      name: 'Produto do Teste',
      urlFriendly: 'produto-do-teste',
    };
    const merged = createSandboxStore({ now: () => NOW, data: { products: [product as never] } });
    expect(merged.data.products).toHaveLength(base.data.products.length + 1);
    const replaced = createSandboxStore({
      now: () => NOW,
      data: { products: [product as never] },
      dataMode: 'replace',
    });
    expect(replaced.data.products.map((p) => p.name)).toEqual(['Produto do Teste']);
    const renamed = createSandboxStore({
      now: () => NOW,
      data: { company: { nameStore: 'Outra Loja' } as never },
    });
    expect(renamed.data.company).toMatchObject({ nameStore: 'Outra Loja', usePurchaseFacilitator: 'S' });
  });

  it('resolves requests by transport, including the shared privacy path by json.type and overridden ids', () => {
    const store = createSandboxStore({ operations: { 'cart.add': { transport: 'envelope', id: 'AddX' } } });
    expect(store.resolve('POST', '/api/policyprivacy', { type: 'verify' })).toBe('privacy.verify');
    expect(store.resolve('POST', '/api/policyprivacy', { type: 'create' })).toBe('privacy.create');
    expect(store.resolve('PUT', '/api', { operation: 'customer.changeEmail' })).toBe('customer.changeEmail');
    expect(store.resolve('POST', '/api', { operation: 'AddX' })).toBe('cart.add');
    expect(store.resolve('POST', '/api', { operation: 'cart.add' })).toBeUndefined();
  });

  it('resets to the seed state', () => {
    const store = fresh();
    add(store, F.simple.idProduct, null, 1);
    store.setStock(F.simple.idSku, 0);
    store.reset();
    expect(store.inspect.cartLines()).toEqual([]);
    expect(store.data.products.find((p) => p.idProduct === F.simple.idProduct)?.stock).toBeGreaterThan(0);
  });
});

describe('faults', () => {
  const request = { method: 'POST', pathname: '/api', body: JSON.stringify({ operation: 'cart.get' }) };

  it('fails a named operation the given number of times, then recovers', async () => {
    const store = fresh();
    store.faults.inject({ operation: 'cart.get', status: 500, message: 'Falhou.', times: 2 });
    expect(await store.handle(request)).toMatchObject({
      type: 'json',
      status: 500,
      body: { message: 'Falhou.' },
    });
    expect(await store.handle(request)).toMatchObject({ status: 500 });
    expect(await store.handle(request)).toMatchObject({ status: 200 });
    expect(store.inspect.requests().map((r) => r.status)).toEqual([500, 500, 200]);
  });

  it('draws the failure rate from the seed, so two stores fail the same calls', async () => {
    const outcomes = async () => {
      const store = createSandboxStore({ now: () => NOW, failureRate: 0.5 });
      const statuses: unknown[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push(((await store.handle(request)) as { status: number }).status);
      return statuses;
    };
    const first = await outcomes();
    expect(first).toEqual(await outcomes());
    expect(new Set(first)).toEqual(new Set([200, 500]));
  });

  it('applies a fault with a probability to about that share of its calls, the same ones for the same seed, and spares the rest', async () => {
    const outcomes = async () => {
      const store = fresh();
      store.faults.inject({ operation: 'cart.get', status: 503, message: 'Às vezes.', probability: 0.25 });
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++)
        statuses.push(((await store.handle(request)) as { status: number }).status);
      // Another operation never rolls the dice of this fault.
      const other = await store.handle({ ...request, body: JSON.stringify({ operation: 'cart.count' }) });
      return { statuses, other: (other as { status: number }).status };
    };
    const first = await outcomes();
    expect(first).toEqual(await outcomes());
    expect(first.other).toBe(200);
    const failed = first.statuses.filter((status) => status === 503).length;
    expect(failed).toBeGreaterThan(30);
    expect(failed).toBeLessThan(70);
    expect(first.statuses.filter((status) => status === 200)).toHaveLength(200 - failed);
  });

  it('counts only the calls a probable fault hit against its times, and offers the spared ones to the next fault', async () => {
    const store = fresh();
    store.faults.inject({ operation: 'cart.get', kind: 'network', probability: 0.5, times: 3 });
    store.faults.inject({ operation: 'cart.get', status: 500, message: 'Reserva.' });
    const types: string[] = [];
    for (let i = 0; i < 40; i++) {
      const reply = await store.handle(request);
      types.push(reply.type === 'json' ? String(reply.status) : reply.type);
    }
    expect(types.filter((type) => type === 'network')).toHaveLength(3);
    expect(types.filter((type) => type === '500')).toHaveLength(37);
  });

  it('refuses a probability outside 0..1', () => {
    expect(() => fresh().faults.inject({ kind: 'network', probability: 1.5 })).toThrow(RangeError);
  });

  it('hangs a timeout fault until the request is aborted', async () => {
    const store = fresh();
    store.faults.inject({ operation: 'cart.get', kind: 'timeout' });
    const controller = new AbortController();
    const pending = store.handle({ ...request, signal: controller.signal });
    const raced = await Promise.race([pending, new Promise((r) => setTimeout(() => r('still waiting'), 30))]);
    expect(raced).toBe('still waiting');
    controller.abort();
    expect(await pending).toMatchObject({ type: 'network' });
  });

  it('answers malformed JSON and network drops as asked', async () => {
    const store = fresh();
    store.faults.inject({ kind: 'malformed', times: 1 });
    const malformed = await store.handle(request);
    expect(malformed.type).toBe('malformed');
    expect(() => JSON.parse((malformed as { text: string }).text)).toThrow();
    store.faults.inject({ kind: 'network', times: 1 });
    expect((await store.handle(request)).type).toBe('network');
  });
});
