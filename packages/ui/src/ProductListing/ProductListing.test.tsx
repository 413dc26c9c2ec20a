import { act, screen, waitFor, within } from '@testing-library/react';
import {
  filterStateToProductQuery,
  type Ga4EcommerceEvent,
  type Product,
  type ProductListResponse,
  productListResponseSchema,
  routes,
  startingFilterState,
} from '@vitrine/core';
import { type AnalyticsSink, useListing } from '@vitrine/hooks';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, type SandboxStore } from '@vitrine/sandbox';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProductListing, type RenderListingProduct } from './ProductListing';

const textLink = 'moda-feminina/c';
const fourPerPage = { quantityItemsPage: 4 };
const renderName: RenderListingProduct = (product) => (
  <a href={routes.product(product.urlFriendly)}>{product.name}</a>
);

/** A fresh sandbox store with the test clock. */
function sandbox(): SandboxStore {
  return createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
}

/** A page of the category as the store answers it (the company's default order: releases first). */
function categoryPage(store: SandboxStore, params: Record<string, unknown>): ProductListResponse {
  return productListResponseSchema.parse(
    store.call('catalogue.productsByCategory', { params: { textLink, pageSize: 4, ...params } }).body,
  );
}

const namesOf = (page: ProductListResponse) => page.products.map((product) => product.name);

function productList() {
  return screen.getByRole('list', { name: 'Produtos' });
}

function shownNames(): string[] {
  return within(productList())
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function recordingSink(): AnalyticsSink & { readonly events: Ga4EcommerceEvent[] } {
  const events: Ga4EcommerceEvent[] = [];
  return { events, ecommerce: (event) => void events.push(event), pixel: () => {} };
}

/** An IntersectionObserver the test drives: the sentinel is in view only when the test says so. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static show(isIntersecting: boolean) {
    act(() => {
      for (const observer of FakeIntersectionObserver.instances) {
        const entries = [...observer.targets].map((target) => ({ target, isIntersecting }));
        if (entries.length > 0)
          observer.callback(
            entries as IntersectionObserverEntry[],
            observer as unknown as IntersectionObserver,
          );
      }
    });
  }
}

/** A page running the listing flow itself and composing the parts around it. */
function OwnLayout() {
  const flow = useListing({ kind: 'category', textLink }, { settings: fourPerPage, storage: null });
  return (
    <ProductListing.Root listing={{ kind: 'category', textLink }} flow={flow} settings={fourPerPage}>
      <ProductListing.Sort label="Ordem" />
      <ProductListing.Grid renderProduct={renderName} />
      <ProductListing.Paging />
    </ProductListing.Root>
  );
}

describe('ProductListing', () => {
  it('given a category, it shows a spinner, then the stock cards of the first page and reports view_item_list', async () => {
    const analytics = recordingSink();
    const store = sandbox();
    const { container } = renderWithStorefront(
      <ProductListing
        kind="category"
        textLink={textLink}
        settings={fourPerPage}
        storage={null}
        listName="Moda Feminina"
      />,
      { store, providerProps: { analytics } },
    );
    expect(screen.getByText('Carregando produtos…')).toBeInTheDocument();

    const first = namesOf(categoryPage(store, { page: 1 }));
    await waitFor(() => expect(within(productList()).getAllByRole('article')).toHaveLength(4));
    expect(within(productList()).getByRole('article', { name: first[0] })).toBeInTheDocument();
    expect(screen.queryByText('Carregando produtos…')).toBeNull();
    await waitFor(() =>
      expect(analytics.events.some((event) => event.event === 'view_item_list')).toBe(true),
    );
    const viewed = analytics.events.find((event) => event.event === 'view_item_list');
    expect(viewed?.ecommerce).toMatchObject({
      item_list_name: 'Moda Feminina',
      item_list_id: `category:${textLink}`,
    });
    expect(viewed?.ecommerce.items).toHaveLength(4);
    await expectNoAxeViolations(container);
  });

  it('given a listing that fits one page, it says "N produtos" in a polite live region and shows no pager', async () => {
    const { container } = renderWithStorefront(
      <ProductListing kind="brand" textLink="tempo-certo/m" storage={null} renderProduct={renderName} />,
    );
    // While loading: the spinner, no list yet.
    expect(screen.getByText('Carregando produtos…')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    expect(await screen.findByText('4 produtos')).toHaveAttribute('role', 'status');
    expect(shownNames()).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('when the shopper picks a brand and a colour, chips name them; removing one keeps focus on the chips, clearing moves it to the list', async () => {
    const store = sandbox();
    const { user, container } = renderWithStorefront(
      <ProductListing
        kind="category"
        textLink={textLink}
        settings={fourPerPage}
        storage={null}
        renderProduct={renderName}
      />,
      { store },
    );
    const panel = await screen.findByRole('complementary', { name: 'Filtros' });
    const brands = within(panel).getByRole('group', { name: 'Marcas' });
    expect(within(brands).getAllByRole('radio')).toHaveLength(2);
    expect(within(panel).getByRole('group', { name: 'Categorias' })).toBeInTheDocument();
    const colours = within(panel).getByRole('group', { name: 'Cor' });

    await user.click(within(brands).getByRole('radio', { name: 'Aurora Moda (9)' }));
    const chips = await screen.findByRole('group', { name: 'Filtros aplicados' });
    expect(within(chips).getByRole('button', { name: 'Remover filtro: Aurora Moda' })).toBeInTheDocument();
    const aurora = namesOf(categoryPage(store, { idBrand: 1 }));
    await waitFor(() => expect(shownNames()).toEqual(aurora));
    expect(screen.getByRole('link', { name: 'Última página' })).toHaveAttribute(
      'href',
      '/moda-feminina/c?pageNumber=3&brand=1',
    );

    within(colours)
      .getByRole('checkbox', { name: /^Preto/ })
      .focus();
    await user.keyboard(' ');
    expect(within(chips).getAllByRole('button', { name: /^Remover filtro/ })).toHaveLength(2);
    expect(within(colours).getByRole('checkbox', { name: /^Preto/ })).toBeChecked();
    await waitFor(() => expect(productList()).not.toHaveAttribute('aria-busy'));
    await expectNoAxeViolations(container);

    within(chips).getByRole('button', { name: 'Remover filtro: Aurora Moda' }).focus();
    await user.keyboard('{Enter}');
    expect(within(brands).getByRole('radio', { name: 'Aurora Moda (9)' })).not.toBeChecked();
    const preto = within(chips).getByRole('button', { name: 'Remover filtro: Preto' });
    await waitFor(() => expect(preto).toHaveFocus());

    await user.click(within(chips).getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.queryByRole('group', { name: 'Filtros aplicados' })).toBeNull();
    await waitFor(() => expect(shownNames()).toEqual(namesOf(categoryPage(store, { page: 1 }))));
    await waitFor(() => expect(productList()).toHaveFocus());
  });

  it('given a price range typed and applied with Enter, a chip shows it and removing it empties the fields', async () => {
    const { user } = renderWithStorefront(
      <ProductListing
        kind="category"
        textLink={textLink}
        settings={fourPerPage}
        storage={null}
        renderProduct={renderName}
      />,
    );
    const price = await screen.findByRole('group', { name: 'Preço' });
    expect(within(price).getByText(/^De R\$\s[\d.,]+ a R\$\s[\d.,]+$/)).toBeInTheDocument();
    await user.type(within(price).getByLabelText('Preço mínimo'), '200');
    await user.type(within(price).getByLabelText('Preço máximo'), '50{Enter}');
    const chip = await screen.findByRole('button', {
      name: 'Remover filtro: R$\u00a050,00 a R$\u00a0200,00',
    });
    expect(within(price).getByLabelText('Preço mínimo')).toHaveValue('R$\u00a050,00');
    await user.click(chip);
    expect(within(price).getByLabelText('Preço mínimo')).toHaveValue('');
    expect(within(price).getByLabelText('Preço máximo')).toHaveValue('');
  });

  it("sorts with a native select labelled 'Ordenar por', starting at the company's default order", async () => {
    const store = sandbox();
    const { user, container } = renderWithStorefront(
      <ProductListing
        kind="category"
        textLink={textLink}
        settings={{ ...fourPerPage, sortDefault: 'P', orderBy: 'DESC' }}
        storage={null}
        renderProduct={renderName}
      />,
      { store },
    );
    const sort = await screen.findByRole('combobox', { name: 'Ordenar por' });
    expect(sort).toHaveValue('price-desc');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Lançamentos',
      'Mais vendidos',
      'Menor preço',
      'Maior preço',
      'Nome: A a Z',
      'Nome: Z a A',
      'Ordem da loja',
    ]);
    await waitFor(() => expect(shownNames()).toHaveLength(4));

    await user.selectOptions(sort, 'Menor preço');
    expect(sort).toHaveValue('price-asc');
    const cheapest = namesOf(categoryPage(store, { sortBy: 'P-ASC' }));
    await waitFor(() => expect(shownNames()).toEqual(cheapest));
    expect(screen.getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
      'href',
      '/moda-feminina/c?pageNumber=2&order=price-asc',
    );
    await expectNoAxeViolations(container);
  });

  it("pages with a 'Paginação' nav: real addresses, aria-current, disabled ends; Enter on a page moves focus to the list", async () => {
    const store = sandbox();
    const { user, container } = renderWithStorefront(
      <ProductListing
        kind="category"
        textLink={textLink}
        settings={fourPerPage}
        storage={null}
        renderProduct={renderName}
      />,
      { store },
    );
    const nav = await screen.findByRole('navigation', { name: 'Paginação' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    expect(link('Página 1')).toHaveAttribute('aria-current', 'page');
    expect(link('Primeira página')).toHaveAttribute('aria-disabled', 'true');
    expect(link('Primeira página')).not.toHaveAttribute('href');
    expect(link('Página anterior')).toHaveAttribute('aria-disabled', 'true');
    expect(link('Página 2')).toHaveAttribute('href', '/moda-feminina/c?pageNumber=2');
    expect(link('Próxima página')).toHaveAttribute('href', '/moda-feminina/c?pageNumber=2');
    expect(link('Próxima página')).toHaveAttribute('rel', 'next');
    expect(link('Última página')).toHaveAttribute('href', '/moda-feminina/c?pageNumber=5');
    expect(within(nav).queryByRole('link', { name: 'Página 3' })).toBeNull();
    await expectNoAxeViolations(container);

    // A slow store: the first page stays in view, busy, under the spinner while the second loads.
    store.faults.setLatency(150);
    link('Página 2').focus();
    await user.keyboard('{Enter}');
    expect(productList()).toHaveAttribute('aria-busy', 'true');
    expect(shownNames()).toEqual(namesOf(categoryPage(store, { page: 1 })));
    expect(screen.getByText('Carregando produtos…')).toBeInTheDocument();
    await waitFor(() => expect(link('Página 2')).toHaveAttribute('aria-current', 'page'));
    store.faults.setLatency(0);
    await waitFor(() => expect(shownNames()).toEqual(namesOf(categoryPage(store, { page: 2 }))));
    await waitFor(() => expect(productList()).toHaveFocus());
    expect(link('Página 1')).not.toHaveAttribute('aria-current');
    expect(link('Página 3')).toHaveAttribute('href', '/moda-feminina/c?pageNumber=3');
    expect(link('Primeira página')).toHaveAttribute('href', '/moda-feminina/c');
    expect(link('Página anterior')).toHaveAttribute('rel', 'prev');

    await user.click(link('Última página'));
    await waitFor(() => expect(link('Página 5')).toHaveAttribute('aria-current', 'page'));
    expect(link('Próxima página')).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.getByText('17 produtos')).toBeInTheDocument());
    await expectNoAxeViolations(container);
  });

  it("given a search, the pager's addresses keep the term and add the page", async () => {
    renderWithStorefront(
      <ProductListing
        kind="search"
        term="camiseta"
        settings={{ quantityItemsPage: 2 }}
        storage={null}
        renderProduct={renderName}
      />,
    );
    const nav = await screen.findByRole('navigation', { name: 'Paginação' });
    expect(within(nav).getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
      'href',
      '/busca?n=camiseta&pageNumber=2',
    );
  });

  it("with infinite scroll, 'Carregar mais' grows the list from the keyboard until all is loaded, then focus goes to the list", async () => {
    // An observer that never reports: the button is the only way to grow.
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    FakeIntersectionObserver.instances = [];
    const { user, container } = renderWithStorefront(
      <ProductListing
        kind="category"
        textLink={textLink}
        settings={{ ...fourPerPage, infiniteScrolling: true }}
        storage={null}
        renderProduct={renderName}
      />,
    );
    const more = await screen.findByRole('button', { name: 'Carregar mais' });
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
    expect(shownNames()).toHaveLength(4);
    await expectNoAxeViolations(container);

    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownNames()).toHaveLength(8));
    expect(more).toHaveFocus();
    for (const expected of [12, 16]) {
      await user.keyboard('{Enter}');
      await waitFor(() => expect(shownNames()).toHaveLength(expected));
    }
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownNames()).toHaveLength(17));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    await waitFor(() => expect(productList()).toHaveFocus());
    expect(screen.getByText('17 produtos')).toBeInTheDocument();
  });

  it('with infinite scroll, the sentinel in view grows the list one request at a time and stops once all is loaded', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    FakeIntersectionObserver.instances = [];
    const { requests } = renderWithStorefront(
      <ProductListing
        kind="category"
        textLink={textLink}
        settings={{ ...fourPerPage, infiniteScrolling: true }}
        storage={null}
        renderProduct={renderName}
      />,
    );
    await screen.findByRole('button', { name: 'Carregar mais' });
    FakeIntersectionObserver.show(true);
    await waitFor(() => expect(shownNames()).toHaveLength(17), { timeout: 15_000 });
    expect(requests('catalogue.productsByCategory')).toHaveLength(5);
  });

  it("given a listing with nothing to show, it says 'Nenhum produto encontrado!' and keeps the filter removable", async () => {
    const { container } = renderWithStorefront(
      <ProductListing
        kind="category"
        textLink={textLink}
        searchParams="initialPrice=100000"
        settings={fourPerPage}
        storage={null}
        renderProduct={renderName}
      />,
    );
    expect(await screen.findByText('Nenhum produto encontrado!')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remover filtro: A partir de R$\u00a0100.000,00' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Produtos' })).toBeNull();
    expect(screen.queryByText('Sugestões:')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given a search without results, it names the term, suggests, and offers the most sold and the newcomers', async () => {
    const { container } = renderWithStorefront(
      <ProductListing kind="search" term="zzzqqqxxx" settings={fourPerPage} storage={null} />,
    );
    expect(await screen.findByText('Nenhum resultado encontrado para "zzzqqqxxx"')).toBeInTheDocument();
    expect(screen.getByText('Sugestões:')).toBeInTheDocument();
    expect(screen.getByText('Navegue pelas categorias da loja.')).toBeInTheDocument();
    const mostSold = await screen.findByRole('region', { name: 'Produtos mais vendidos' });
    expect(within(mostSold).getAllByRole('link').length).toBeGreaterThanOrEqual(4);
    expect(within(mostSold).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/\/produto\/$/);
    expect(screen.getByRole('region', { name: 'Recém chegados' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given a search without results, the page can render the extra blocks itself', async () => {
    renderWithStorefront(
      <ProductListing
        kind="search"
        term="zzzqqqxxx"
        storage={null}
        renderShelf={(shelf) => <p>{`${shelf.title}: ${shelf.products.length}`}</p>}
      />,
    );
    expect(await screen.findByText('Produtos mais vendidos: 12')).toBeInTheDocument();
    expect(screen.getByText('Recém chegados: 12')).toBeInTheDocument();
  });

  it('given a search without results but a filter applied, no extra block shows', async () => {
    renderWithStorefront(
      <ProductListing kind="search" term="zzzqqqxxx" searchParams="n=zzzqqqxxx&brand=1" storage={null} />,
    );
    expect(await screen.findByText('Nenhum resultado encontrado para "zzzqqqxxx"')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Produtos mais vendidos' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recém chegados' })).toBeNull();
  });

  it('given a search term under 3 characters, it says so without suggestions and asks the store nothing', async () => {
    const { container, requests } = renderWithStorefront(
      <ProductListing kind="search" term="ab" storage={null} />,
    );
    expect(
      await screen.findByText('Digite ao menos 03 caracteres para realizar sua pesquisa.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sugestões:')).toBeNull();
    expect(requests('catalogue.searchWithFilters')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('given a blacklisted term, it shows the empty result and the most sold without searching', async () => {
    const { requests } = renderWithStorefront(
      <ProductListing kind="search" term="select camisa" storage={null} />,
    );
    expect(await screen.findByText('Nenhum resultado encontrado para "select camisa"')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Produtos mais vendidos' })).toBeInTheDocument();
    expect(requests('catalogue.searchWithFilters')).toHaveLength(0);
  });

  it('given a page change that fails, the products stay, an alert says so, and retrying loads the page', async () => {
    const store = sandbox();
    const { user, container } = renderWithStorefront(
      <ProductListing
        kind="category"
        textLink={textLink}
        settings={fourPerPage}
        storage={null}
        renderProduct={renderName}
      />,
      { store },
    );
    const first = namesOf(categoryPage(store, { page: 1 }));
    await waitFor(() => expect(shownNames()).toEqual(first));
    store.faults.inject({ operation: 'catalogue.productsByCategory', status: 500, times: 1 });
    await user.click(screen.getByRole('link', { name: 'Página 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os produtos.');
    expect(shownNames()).toEqual(first);
    expect(screen.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(shownNames()).toEqual(namesOf(categoryPage(store, { page: 2 }))));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("on a phone, 'Filtrar' opens the filters in a drawer; choosing applies at once and 'Ver produtos' returns focus", async () => {
    const { user, container } = renderWithStorefront(
      <ProductListing
        kind="category"
        textLink={textLink}
        settings={fourPerPage}
        storage={null}
        renderProduct={renderName}
      />,
    );
    const trigger = await screen.findByRole('button', { name: 'Filtrar' });
    await waitFor(() => expect(shownNames()).toHaveLength(4));
    await user.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(within(drawer).getByRole('radio', { name: 'Passo Firme (8)' }));
    expect(
      await within(drawer).findByRole('button', { name: 'Remover filtro: Passo Firme' }),
    ).toBeInTheDocument();
    expect(trigger).toHaveAttribute('data-active');
    await expectNoAxeViolations(container);

    await user.click(within(drawer).getByRole('button', { name: 'Remover filtro: Passo Firme' }));
    await waitFor(() => expect(drawer).toHaveFocus());
    await user.click(within(drawer).getByRole('button', { name: 'Ver produtos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Filtros' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given the page the server loaded for the address, it renders it at once and hydrates without asking again', async () => {
    const store = sandbox();
    const searchParams = 'pageNumber=2&order=price-asc&brand=1';
    const settings = { ...fourPerPage, sortDefault: 'R', orderBy: 'DESC' };
    const filter = startingFilterState({ kind: 'category', textLink }, settings, searchParams);
    const served = productListResponseSchema.parse(
      store.call('catalogue.productsByCategory', { params: { ...filterStateToProductQuery(filter) } }).body,
    );
    const ui = (
      <ProductListing
        kind="category"
        textLink={textLink}
        settings={settings}
        searchParams={searchParams}
        fallbackData={served}
        storage={null}
      />
    );
    const { wrapper: Wrapper, requests } = renderWithStorefront(<span />, { store });
    const html = renderToString(<Wrapper>{ui}</Wrapper>);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const errors = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, <Wrapper>{ui}</Wrapper>, { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(recovered).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    const list = within(host).getByRole('list', { name: 'Produtos' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(served.products.map((product: Product) => product.name));
    expect(within(host).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(host).getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price-asc');
    expect(within(host).getByRole('button', { name: 'Remover filtro: Aurora Moda' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests('catalogue.productsByCategory')).toHaveLength(0);

    await act(async () => {
      within(host).getByRole('link', { name: 'Página 3' }).click();
    });
    await waitFor(() =>
      expect(within(host).getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current'),
    );
    expect(requests('catalogue.productsByCategory')).toHaveLength(1);
    host.remove();
  });

  it('composes from parts around the flow the page runs, with that one flow only', async () => {
    const { requests } = renderWithStorefront(<OwnLayout />);
    await waitFor(() => expect(shownNames()).toHaveLength(4));
    expect(screen.getByRole('combobox', { name: 'Ordem' })).toHaveValue('releases');
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    expect(requests('catalogue.productsByCategory')).toHaveLength(1);
  });

  it('a part outside a Root names the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithStorefront(<ProductListing.Grid />)).toThrow(
      '<ProductListing.Grid> must be used inside <ProductListing.Root>.',
    );
  });
});
