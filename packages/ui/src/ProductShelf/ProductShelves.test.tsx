import { screen, waitFor, within } from '@testing-library/react';
import { type Ga4EcommerceEvent, type Product, productSchema } from '@vitrine/core';
import type { AnalyticsSink } from '@vitrine/hooks';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import {
  createSandboxStore,
  type SandboxCompany,
  type SandboxStore,
  sandboxFixtures,
} from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import {
  AlsoPurchased,
  HomeShowcase,
  MostSoldShelf,
  NewcomersShelf,
  RelatedProducts,
  showcaseQuantity,
} from './ProductShelves';

const { simple } = sandboxFixtures;

function sandbox(company?: Partial<SandboxCompany>): SandboxStore {
  return createSandboxStore({
    now: () => new Date('2025-05-01T12:00:00Z'),
    data: company ? (seed) => ({ ...seed, company: { ...seed.company, ...company } }) : undefined,
  });
}

function listOf(store: SandboxStore, operation: Parameters<SandboxStore['call']>[0], params = {}): Product[] {
  return (store.call(operation, { params }).body as unknown[]).map((raw) => productSchema.parse(raw));
}

function recordingSink(): AnalyticsSink & { events: Ga4EcommerceEvent[] } {
  const events: Ga4EcommerceEvent[] = [];
  return { events, ecommerce: (event) => void events.push(event) };
}

/** A light card, so these tests count products rather than render full cards. */
const nameOnly = (product: Product) => <a href={`/${product.urlFriendly}/produto/`}>{product.name}</a>;

const slidesOf = (shelf: HTMLElement) => within(shelf).queryAllByRole('listitem');

describe('HomeShowcase', () => {
  it("type 'showcase': 'Destaques' with as many products as the company shows, reported as GA4 view_item_list", async () => {
    const store = sandbox({ quantityProductsToShowAtShowcase: 5 });
    const analytics = recordingSink();
    const { container } = renderWithStorefront(<HomeShowcase renderProduct={nameOnly} />, {
      store,
      providerProps: { analytics },
    });
    const shelf = screen.getByRole('region', { name: 'Destaques' });
    expect(shelf).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(slidesOf(shelf)).toHaveLength(5));
    const expected = listOf(store, 'catalogue.showcase', { quantity: 5 });
    expect(
      within(shelf)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expected.map((product) => product.name));
    await waitFor(() => expect(analytics.events).toHaveLength(1));
    expect(analytics.events[0]).toMatchObject({
      event: 'view_item_list',
      ecommerce: { item_list_id: 'showcase', item_list_name: 'Destaques' },
    });
    await expectNoAxeViolations(container);
  });

  it("type 'mostSelled': 'Produtos mais vendidos', never more than 12 whatever the company asks", async () => {
    const store = sandbox({ quantityProductsToShowAtShowcase: 30 });
    renderWithStorefront(<HomeShowcase type="mostSelled" renderProduct={nameOnly} />, { store });
    const shelf = screen.getByRole('region', { name: 'Produtos mais vendidos' });
    await waitFor(() => expect(slidesOf(shelf)).toHaveLength(12));
  });

  it('given the company fails to load, the showcase asks for the default 12', async () => {
    const store = sandbox({ quantityProductsToShowAtShowcase: 3 });
    store.faults.inject({ operation: 'content.company', status: 503 });
    renderWithStorefront(<HomeShowcase type="mostSelled" renderProduct={nameOnly} />, { store });
    const shelf = screen.getByRole('region', { name: 'Produtos mais vendidos' });
    await waitFor(() => expect(slidesOf(shelf)).toHaveLength(12));
  });

  it("type 'group': a shelf per group, titled with its name, 'Ver todos' to the group's page", async () => {
    const store = sandbox({ quantityProductsToShowAtShowcase: 4 });
    const { container } = renderWithStorefront(<HomeShowcase type="group" renderProduct={nameOnly} />, {
      store,
    });
    expect(screen.getByRole('region', { name: 'Carregando produtos' })).toHaveAttribute('aria-busy', 'true');
    const mothersDay = await screen.findByRole('region', { name: 'Dia das Mães' });
    expect(slidesOf(mothersDay)).toHaveLength(4);
    expect(within(mothersDay).getByRole('link', { name: 'Ver todos' })).toHaveAttribute(
      'href',
      '/dia-das-maes/g',
    );
    expect(screen.getByRole('region', { name: 'Lançamentos' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Outlet' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("type 'group' with idGroup: only that group", async () => {
    const store = sandbox();
    renderWithStorefront(<HomeShowcase type="group" idGroup={3} renderProduct={nameOnly} />, { store });
    expect(await screen.findByRole('region', { name: 'Outlet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dia das Mães' })).toBeNull();
  });

  it('given the showcase fails to load, nothing renders', async () => {
    const store = sandbox();
    store.faults.inject({ operation: 'catalogue.showcase', status: 503 });
    const { container } = renderWithStorefront(<HomeShowcase renderProduct={nameOnly} />, { store });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('given the group showcase fails to load, nothing renders', async () => {
    const store = sandbox();
    store.faults.inject({ operation: 'catalogue.groupShowcase', status: 503 });
    const { container } = renderWithStorefront(<HomeShowcase type="group" renderProduct={nameOnly} />, {
      store,
    });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});

describe('showcaseQuantity', () => {
  it("is the company's setting, the default (undefined) without a usable one, and waits (null) while it loads", () => {
    expect(showcaseQuantity({ quantityProductsToShowAtShowcase: 8 }, false)).toBe(8);
    expect(showcaseQuantity({ quantityProductsToShowAtShowcase: null }, false)).toBeUndefined();
    expect(showcaseQuantity({ quantityProductsToShowAtShowcase: 0 }, false)).toBeUndefined();
    expect(showcaseQuantity(undefined, false)).toBeNull();
    expect(showcaseQuantity(undefined, true)).toBeUndefined();
  });
});

describe('MostSoldShelf and NewcomersShelf', () => {
  it("'Produtos mais vendidos' with 'Ver todos', the best sellers in order", async () => {
    const store = sandbox();
    const { container } = renderWithStorefront(
      <MostSoldShelf viewAllHref="/busca?n=mais+vendidos" renderProduct={nameOnly} />,
      { store },
    );
    const shelf = screen.getByRole('region', { name: 'Produtos mais vendidos' });
    await waitFor(() => expect(slidesOf(shelf)).toHaveLength(12));
    const expected = listOf(store, 'catalogue.mostSold');
    expect(within(shelf).getAllByRole('listitem')[0]).toHaveTextContent(expected[0]?.name ?? '');
    expect(within(shelf).getByRole('link', { name: 'Ver todos' })).toHaveAttribute(
      'href',
      '/busca?n=mais+vendidos',
    );
    await expectNoAxeViolations(container);
  });

  it("'Recém chegados', the newest products", async () => {
    const store = sandbox();
    renderWithStorefront(<NewcomersShelf viewAllHref="/novidades" renderProduct={nameOnly} />, { store });
    const shelf = screen.getByRole('region', { name: 'Recém chegados' });
    await waitFor(() => expect(slidesOf(shelf)).toHaveLength(12));
    const expected = listOf(store, 'catalogue.newcomers');
    expect(within(shelf).getAllByRole('listitem')[0]).toHaveTextContent(expected[0]?.name ?? '');
  });

  it('on an empty search (minProducts 4) a block with fewer products renders nothing', async () => {
    const store = sandbox();
    const { container } = renderWithStorefront(
      <MostSoldShelf quantity={3} minProducts={4} renderProduct={nameOnly} />,
      { store },
    );
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(store.inspect.requests().some((request) => request.operation === 'catalogue.mostSold')).toBe(true);
  });

  it('given the best sellers fail to load, nothing renders', async () => {
    const store = sandbox();
    store.faults.inject({ operation: 'catalogue.mostSold', status: 503 });
    const { container } = renderWithStorefront(<MostSoldShelf renderProduct={nameOnly} />, { store });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('the provider’s messages.ui.productShelf retitle them; a title prop wins', async () => {
    const store = sandbox();
    renderWithStorefront(
      <>
        <MostSoldShelf renderProduct={nameOnly} />
        <NewcomersShelf title="Novidades" renderProduct={nameOnly} />
      </>,
      {
        store,
        providerProps: { messages: { ui: { productShelf: { mostSoldTitle: 'Os queridinhos' } } } },
      },
    );
    expect(screen.getByRole('region', { name: 'Os queridinhos' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Novidades' })).toBeInTheDocument();
  });
});

describe('RelatedProducts and AlsoPurchased', () => {
  it("the detail page's lists: 'Produtos relacionados' and 'Quem comprou também comprou'", async () => {
    const store = sandbox();
    const { container } = renderWithStorefront(
      <>
        <RelatedProducts idProduct={simple.idProduct} renderProduct={nameOnly} />
        <AlsoPurchased idProduct={simple.idProduct} renderProduct={nameOnly} />
      </>,
      { store },
    );
    const related = listOf(store, 'catalogue.relatedProducts', { idProduct: simple.idProduct });
    const also = listOf(store, 'catalogue.alsoPurchased', { idProduct: simple.idProduct });
    const relatedShelf = screen.getByRole('region', { name: 'Produtos relacionados' });
    const alsoShelf = screen.getByRole('region', { name: 'Quem comprou também comprou' });
    await waitFor(() => expect(slidesOf(relatedShelf)).toHaveLength(related.length));
    await waitFor(() => expect(slidesOf(alsoShelf)).toHaveLength(also.length));
    expect(related.length).toBeGreaterThan(0);
    expect(
      within(relatedShelf)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(related.map((product) => product.name));
    await expectNoAxeViolations(container);
  });

  it('while the product is unknown (idProduct null), placeholders wait and nothing is asked', async () => {
    const store = sandbox();
    const { container } = renderWithStorefront(<RelatedProducts idProduct={null} />, { store });
    expect(screen.getByRole('region', { name: 'Produtos relacionados' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(
      store.inspect.requests().some((request) => request.operation === 'catalogue.relatedProducts'),
    ).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('given the also-purchased list fails, nothing renders', async () => {
    const store = sandbox();
    store.faults.inject({ operation: 'catalogue.alsoPurchased', status: 500 });
    const { container } = renderWithStorefront(
      <AlsoPurchased idProduct={simple.idProduct} renderProduct={nameOnly} />,
      { store },
    );
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
