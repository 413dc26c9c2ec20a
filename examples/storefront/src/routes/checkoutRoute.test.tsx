import { render, screen, within } from '@testing-library/react';
import { createStoreClient, formatPrice, routes } from '@vitrine/core';
import { createTestStorefront, SANDBOX_BASE_URL } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { privateCacheControl } from '../head/cacheHeaders';
import { CheckoutHandoffPage } from '../pages/checkout/CheckoutHandoffPage';
import { loader } from './checkout';

const origin = 'https://loja.test';
const sessionCookie = 'vitrine_sandbox_session=checkout-teste';
const pan = sandboxFixtures.simple;
const cep = sandboxFixtures.cep.saoPaulo;

/** What the loader receives for `path`, with the shopper's cookies when given. */
const args = (path: string, cookie?: string) =>
  ({
    request: new Request(`${origin}${path}`, cookie ? { headers: { cookie } } : undefined),
    context: {},
    params: {},
  }) as never;

/** The loader's `data(...)` result split into its data and its headers. */
async function load(path: string, cookie?: string) {
  const { data, init } = (await loader(args(path, cookie))) as unknown as {
    data: Awaited<ReturnType<typeof loader>>['data'];
    init?: ResponseInit;
  };
  return { data, headers: new Headers(init?.headers) };
}

const store = () => createStoreClient({ baseUrl: SANDBOX_BASE_URL, headers: { cookie: sessionCookie } });

beforeEach(() => {
  vi.stubEnv('VITRINE_API_URL', SANDBOX_BASE_URL);
  createTestStorefront();
});

describe('the checkout hand-off route', () => {
  it("reads this shopper's cart, freight and CEP from the store with the request's cookies, never cached", async () => {
    await store().cart.add({ idProduct: pan.idProduct, idSku: pan.idSku, quantity: 3 });
    const [option] = await store().cart.freights({ cep });
    if (!option) throw new Error('no freight');
    await store().preCheckout.saveShipping({ shipping: option, cep });
    await store().preCheckout.saveCep({ cep });

    const { data, headers } = await load(routes.checkoutIdentification, sessionCookie);
    expect(headers.get('Cache-Control')).toBe(privateCacheControl);
    expect(data.step).toBe('identification');
    expect(data.checkout?.cart.items.map((line) => [line.idProduct, line.quantity])).toEqual([
      [pan.idProduct, 3],
    ]);
    expect(data.checkout?.freight?.shippingMode.name).toBe(option.shippingMode.name);
    expect(data.checkout?.cep).toBe('01310100');

    render(<CheckoutHandoffPage step={data.step} checkout={data.checkout} />);
    const lines = within(screen.getByRole('region', { name: 'Produtos' })).getAllByRole('listitem');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.textContent).toContain(pan.name);
    expect(screen.getByRole('region', { name: 'Entrega' }).textContent).toContain('CEP 01310-100');
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe(
      formatPrice(data.checkout?.cart.total ?? -1),
    );
  });

  it('knows the one-click step, and another shopper (another cookie) sees none of this cart', async () => {
    await store().cart.add({ idProduct: pan.idProduct, idSku: pan.idSku, quantity: 1 });
    const payment = await load(routes.checkoutPayment, sessionCookie);
    expect(payment.data.step).toBe('payment');
    const other = await load(routes.checkoutPayment, 'vitrine_sandbox_session=outra-pessoa');
    expect(other.data.checkout?.cart.items).toEqual([]);
    const visitor = await load(routes.checkoutIdentification);
    expect(visitor.data.checkout).toBeNull();
    render(<CheckoutHandoffPage step="identification" checkout={visitor.data.checkout} />);
    expect(screen.getByText(/Seu carrinho está vazio\./)).toBeTruthy();
  });

  it("says so when the store does not answer, and still tells where a real store's checkout goes", async () => {
    vi.stubEnv('VITRINE_API_URL', 'http://127.0.0.1:9');
    const { data } = await load(routes.checkoutIdentification, sessionCookie);
    expect(data.checkout).toBeUndefined();
    render(<CheckoutHandoffPage step={data.step} checkout={data.checkout} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Não foi possível carregar seu carrinho. Tente novamente em instantes.',
    );
    expect(screen.getByRole('note').textContent).toContain('a compra continua no checkout da plataforma');
  });
});
