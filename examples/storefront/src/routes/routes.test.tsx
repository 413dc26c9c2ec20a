import { render, screen } from '@testing-library/react';
import { routes, storeKeys } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createTestStorefront, SANDBOX_BASE_URL } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { createRoutesStub } from 'react-router';
import { unstable_serialize } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueCacheControl, privateCacheControl } from '../head/cacheHeaders';
import { preloadIslands } from '../islands/island';
import { loader as listingLoader, meta as listingMeta } from './listing';
import { loader as notFoundLoader } from './notFound';
import Product, { headers as productHeaders, loader as productLoader, meta as productMeta } from './product';

const product = sandboxFixtures.simple;
/** The stub router renders its routes at once: no placeholder while they load. */
const NoFallback = () => null;
const origin = 'https://loja.test';

/** What a loader receives for `path`: its request, one load context per request, and the route params. */
const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`${origin}${path}`), context: {}, params }) as never;

/** A loader's `data(...)` result split into its data and its response init. */
function unwrap<T>(result: unknown): { data: T; status: number; headers: Headers } {
  const { data, init } = result as { data: T; init?: ResponseInit };
  return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

let store: ReturnType<typeof createTestStorefront>['store'];
beforeEach(() => {
  vi.stubEnv('VITRINE_API_URL', SANDBOX_BASE_URL);
  store = createTestStorefront().store;
});

describe('the product route', () => {
  it('loads the detail on the server under the key its hook reads, cacheable by a CDN', async () => {
    const loaded = unwrap<Awaited<ReturnType<typeof productLoader>>['data']>(
      await productLoader(args(routes.product(product.urlFriendly), { urlFriendly: product.urlFriendly })),
    );
    expect(loaded.data.product.name).toBe(product.name);
    const [key] = loaded.data.fallback.find(([entry]) => entry[2] === 'productDetail') ?? [];
    expect(key).toEqual(storeKeys.productDetail(product.urlFriendly));
    expect(loaded.headers.get('Cache-Control')).toBe(catalogueCacheControl);
    const headers = new Headers(productHeaders({ loaderHeaders: loaded.headers } as never));
    expect(headers.get('Cache-Control')).toBe(catalogueCacheControl);
  });

  it('sends the shopper home when the product does not load', async () => {
    const thrown = await productLoader(args('/nao-existe/produto/', { urlFriendly: 'nao-existe' })).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/');
  });

  it('describes the product in the head: title, canonical, Open Graph, Product and BreadcrumbList JSON-LD in BRL', async () => {
    const { data } = unwrap<Awaited<ReturnType<typeof productLoader>>['data']>(
      await productLoader(args(routes.product(product.urlFriendly), { urlFriendly: product.urlFriendly })),
    );
    const tags = productMeta({ loaderData: data } as never) as Record<string, unknown>[];
    expect(tags).toContainEqual({ title: data.product.title });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${origin}${routes.product(product.urlFriendly)}`,
    });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    const ld = tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []));
    expect(ld).toContainEqual(
      expect.objectContaining({
        '@type': 'Product',
        name: product.name,
        offers: expect.objectContaining({ priceCurrency: 'BRL', availability: 'https://schema.org/InStock' }),
      }),
    );
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
  });

  it('renders from the server data without asking the store again', async () => {
    const loaded = unwrap<Awaited<ReturnType<typeof productLoader>>['data']>(
      await productLoader(args(routes.product(product.urlFriendly), { urlFriendly: product.urlFriendly })),
    ).data;
    const before = store.inspect.requests().length;
    const Stub = createRoutesStub([
      {
        path: '/:urlFriendly/produto/*',
        Component: Product as never,
        HydrateFallback: NoFallback,
        loader: () => loaded,
      },
    ]);
    const fallback = Object.fromEntries(
      loaded.fallback.map(([key, value]) => [unstable_serialize(key), value]),
    );
    // The page's widgets are an island whose module loads on demand: loaded first, as the server does.
    await preloadIslands();
    render(
      <StorefrontProvider baseUrl={SANDBOX_BASE_URL} fallback={fallback}>
        <Stub initialEntries={[routes.product(product.urlFriendly)]} />
      </StorefrontProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(
      store.inspect
        .requests()
        .slice(before)
        .map((request) => request.operation),
    ).not.toContain('catalogue.productDetail');
  }, 60_000);
});

describe('the listing route', () => {
  it('a known category loads its first page of products and is titled with its name', async () => {
    const path = routes.category(sandboxFixtures.category.level2);
    const { data, status, headers } = unwrap<{
      listing?: { title: string; kind: string };
      fallback: unknown[];
      path: string;
      origin: string;
    }>(await listingLoader(args(path)));
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe(catalogueCacheControl);
    expect(data.listing).toMatchObject({ kind: 'category', title: 'Roupas' });
    expect(listingMeta({ loaderData: data } as never)).toContainEqual({ title: 'Roupas | Vitrine' });
    const operations = store.inspect.requests().map((request) => request.operation);
    expect(operations).toContain('catalogue.productsByCategory');
  });

  it.each(['/nao-existe/c', '/nao-existe/m', '/nao-existe/g'])(
    '%s, unknown to the store, answers 404 and is never cached',
    async (path) => {
      const { data, status, headers } = unwrap<{ listing?: unknown }>(await listingLoader(args(path)));
      expect(status).toBe(404);
      expect(data.listing).toBeUndefined();
      expect(headers.get('Cache-Control')).toBe(privateCacheControl);
    },
  );
});

describe('the not-found route', () => {
  it('answers 404, never cached', () => {
    const { status, headers } = unwrap(notFoundLoader(args('/x/y/z')));
    expect(status).toBe(404);
    expect(headers.get('Cache-Control')).toBe(privateCacheControl);
  });
});
