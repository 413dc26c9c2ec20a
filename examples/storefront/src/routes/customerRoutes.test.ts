import { createStoreClient } from '@vitrine/core';
import { createTestStorefront, SANDBOX_BASE_URL } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { privateCacheControl } from '../head/cacheHeaders';
import { loader as customerLoader } from './customer';
import { loader as loginLoader } from './customerLogin';
import { loader as ordersLoader } from './customerOrders';
import { loader as wishlistLoader } from './customerWishlist';

const origin = 'https://loja.test';
const sessionCookie = 'vitrine_sandbox_session=cliente-teste';

/** What a loader receives for `path`, with the shopper's cookies when given. */
const args = (path: string, cookie?: string) =>
  ({
    request: new Request(`${origin}${path}`, cookie ? { headers: { cookie } } : undefined),
    context: {},
    params: {},
  }) as never;

/** The redirect a loader threw (a Response), or fails the test. */
async function redirectOf(loading: Promise<unknown>): Promise<Response> {
  const thrown = await loading.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

/** Signs the session of `sessionCookie` in at the sandbox, as the login form does. */
async function signIn() {
  const client = createStoreClient({ baseUrl: SANDBOX_BASE_URL, headers: { cookie: sessionCookie } });
  const { email, password } = sandboxFixtures.customer;
  await client.customer.login({ username: email, password, tokenRecaptcha: '' });
}

beforeEach(() => {
  vi.stubEnv('VITRINE_API_URL', SANDBOX_BASE_URL);
  createTestStorefront();
});

describe('the customer pages', () => {
  it.each([
    ['/customer', customerLoader],
    ['/customer/order', ordersLoader],
    ['/customer/wishlist?aba=2', wishlistLoader],
  ])(
    'send a visitor who is not signed in from %s to the login page, which brings them back',
    async (path, loader) => {
      const answer = await redirectOf(loader(args(path, sessionCookie)));
      expect(answer.status).toBe(302);
      const to = new URL(answer.headers.get('Location') ?? '', origin);
      expect(to.pathname).toBe('/customer/login');
      expect(to.searchParams.get('redirect')).toBe(path);
      expect(answer.headers.get('Cache-Control')).toBe(privateCacheControl);
    },
  );

  it('send a visitor without any cookie to the login page too', async () => {
    const answer = await redirectOf(customerLoader(args('/customer')));
    expect(answer.headers.get('Location')).toBe('/customer/login?redirect=%2Fcustomer');
  });

  it('render for a signed-in customer, never cached, with nothing of the customer in the loader data', async () => {
    await signIn();
    const result = (await customerLoader(args('/customer', sessionCookie))) as unknown as {
      data: Record<string, unknown>;
      init?: ResponseInit;
    };
    expect(new Headers(result.init?.headers).get('Cache-Control')).toBe(privateCacheControl);
    expect(JSON.stringify(result.data)).not.toContain(sandboxFixtures.customer.email);
  });
});

describe('the login page', () => {
  it('keeps a same-site return path and refuses another site', async () => {
    const kept = (await loginLoader(args('/customer/login?redirect=%2Fcustomer%2Forder'))) as unknown as {
      data: { returnTo: string };
    };
    expect(kept.data.returnTo).toBe('/customer/order');
    const refused = (await loginLoader(
      args('/customer/login?redirect=https%3A%2F%2Fevil.example'),
    )) as unknown as {
      data: { returnTo: string };
    };
    expect(refused.data.returnTo).toBe('/customer');
  });

  it('sends a customer already signed in straight to the return path', async () => {
    await signIn();
    const answer = await redirectOf(
      loginLoader(args('/customer/login?redirect=%2Fcustomer%2Forder', sessionCookie)),
    );
    expect(answer.headers.get('Location')).toBe('/customer/order');
  });
});
