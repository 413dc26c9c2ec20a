import { act, screen, waitFor, within } from '@testing-library/react';
import { type Ga4EcommerceEvent, type Product, productSchema } from '@vitrine/core';
import { type AnalyticsSink, StorefrontProvider } from '@vitrine/hooks';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductShelf } from './ProductShelf';

function sandbox(): SandboxStore {
  return createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
}

/** The store's best sellers as the client hands them out. */
function productsOf(store: SandboxStore, count: number): Product[] {
  const reply = store.call('catalogue.mostSold', { params: { pageSize: count } });
  return (reply.body as unknown[]).map((raw) => productSchema.parse(raw));
}

function recordingSink(): AnalyticsSink & { events: Ga4EcommerceEvent[] } {
  const events: Ga4EcommerceEvent[] = [];
  return { events, ecommerce: (event) => void events.push(event) };
}

/** A plain card: the product's name as its one link. */
const plainCard = (product: Product) => <a href={`/${product.urlFriendly}/produto/`}>{product.name}</a>;

/** What a browser gives Embla; jsdom has none of it. */
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const shelfNamed = (name: string) => screen.getByRole('region', { name });
const previousButton = () => screen.getByRole('button', { name: 'Produtos anteriores' });
const nextButton = () => screen.getByRole('button', { name: 'Próximos produtos' });

describe('ProductShelf', () => {
  it('given products, it shows the titled carousel with one named slide per card, product cards by default', async () => {
    const store = sandbox();
    const products = productsOf(store, 4);
    const { container } = renderWithStorefront(
      <ProductShelf title="Mais vendidos da semana" products={products} viewAllHref="/mais-vendidos" />,
      { store },
    );
    const shelf = shelfNamed('Mais vendidos da semana');
    expect(shelf.tagName).toBe('SECTION');
    expect(shelf.getAttribute('aria-roledescription')).toBe('carrossel');
    expect(within(shelf).getByRole('heading', { level: 2 }).textContent).toBe('Mais vendidos da semana');
    const slides = within(within(shelf).getByRole('list')).getAllByRole('listitem');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 de 4',
      '2 de 4',
      '3 de 4',
      '4 de 4',
    ]);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    const [first] = products as [Product];
    expect(within(slides[0] as HTMLElement).getByRole('article', { name: first.name })).toBeInTheDocument();
    const viewAll = within(shelf).getByRole('link', { name: 'Ver todos' });
    expect(viewAll.getAttribute('href')).toBe('/mais-vendidos');
    expect(viewAll).toHaveAccessibleDescription('Mais vendidos da semana');
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
    expect(nextButton().getAttribute('aria-controls')).toBe(within(shelf).getByRole('list').id);
    await expectNoAxeViolations(container);
  });

  it('renders each card through renderProduct and reports the list once as GA4 view_item_list', async () => {
    const store = sandbox();
    const products = productsOf(store, 3);
    const analytics = recordingSink();
    const { rerender } = renderWithStorefront(
      <ProductShelf title="Vistos" listId="seen" products={products} renderProduct={plainCard} />,
      { store, providerProps: { analytics } },
    );
    const [first] = products as [Product];
    expect(screen.getByRole('link', { name: first.name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver todos' })).toBeNull();
    await waitFor(() => expect(analytics.events).toHaveLength(1));
    expect(analytics.events[0]).toMatchObject({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'seen',
        item_list_name: 'Vistos',
        items: products.map((product, index) =>
          expect.objectContaining({ item_id: String(product.idProduct), index }),
        ),
      },
    });
    rerender(
      <ProductShelf title="Vistos" listId="seen" products={[...products]} renderProduct={plainCard} />,
    );
    expect(analytics.events).toHaveLength(1);
  });

  it('while loading, the title stays and placeholders of a card’s size hold the place', async () => {
    const analytics = recordingSink();
    const { container } = renderWithStorefront(
      <ProductShelf title="Recém chegados" products={undefined} skeletonCount={3} viewAllHref="/novidades" />,
      { providerProps: { analytics } },
    );
    const shelf = shelfNamed('Recém chegados');
    expect(shelf).toHaveAttribute('aria-busy', 'true');
    expect(shelf).toHaveAttribute('data-loading');
    expect(shelf.querySelectorAll('.vt-product-shelf__skeleton')).toHaveLength(3);
    expect(within(shelf).queryByRole('listitem')).toBeNull();
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    expect(analytics.events).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('while loading without a title yet, the shelf is named "Carregando produtos"', async () => {
    const { container } = renderWithStorefront(<ProductShelf title="" products={undefined} />);
    expect(shelfNamed('Carregando produtos')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given no products, a failure, or fewer than minProducts, nothing renders', () => {
    const store = sandbox();
    const products = productsOf(store, 3);
    const { container, rerender } = renderWithStorefront(<ProductShelf title="Vazia" products={[]} />, {
      store,
    });
    expect(container.innerHTML).toBe('');
    rerender(<ProductShelf title="Vazia" products={undefined} error={new Error('503')} />);
    expect(container.innerHTML).toBe('');
    rerender(<ProductShelf title="Vazia" products={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<ProductShelf title="Vazia" products={products} minProducts={4} />);
    expect(container.innerHTML).toBe('');
    rerender(<ProductShelf title="Vazia" products={products} minProducts={3} renderProduct={plainCard} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('after a failed refresh that kept the last products, they still show', () => {
    const store = sandbox();
    const products = productsOf(store, 2);
    renderWithStorefront(
      <ProductShelf
        title="Ainda aqui"
        products={products}
        error={new Error('503')}
        renderProduct={plainCard}
      />,
      { store },
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('ProductShelf hydration', () => {
  it('hydrates the server’s first 6 cards without a mismatch, then the others join after mount', async () => {
    const store = sandbox();
    const products = productsOf(store, 12);
    const ui = (
      <StorefrontProvider baseUrl="http://sandbox.test">
        <ProductShelf title="Hidratada" products={products} renderProduct={plainCard} />
      </StorefrontProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container.querySelectorAll('li')).toHaveLength(6);
    const firstSlot = container.querySelector('li');
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, ui, { onRecoverableError: (e) => errors.push(e) }),
    );
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelectorAll('li')).toHaveLength(12);
    // The server's slots were kept, not replaced.
    expect(container.querySelector('li')).toBe(firstSlot);
    expect(container.querySelectorAll('li')[11]).toHaveAttribute('aria-label', '12 de 12');
    act(() => root.unmount());
    container.remove();
  });
});

describe('ProductShelf carousel from the keyboard', () => {
  function renderShelf(count = 6) {
    const store = sandbox();
    const products = productsOf(store, count);
    const view = renderWithStorefront(<ProductShelf title="Prateleira" products={products} />, { store });
    const links = products.map((product) =>
      within(shelfNamed('Prateleira')).getByRole('link', { name: product.name }),
    );
    return { ...view, products, links };
  }

  it('from a card, ←/→ go to the neighbouring card and Home/End to the first and last, focus following', async () => {
    const { user, links } = renderShelf(5);
    (links[0] as HTMLElement).focus();
    await user.keyboard('{ArrowRight}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(links[3]).toHaveFocus();
    expect(previousButton()).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{ArrowLeft}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[4]).toHaveFocus();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}');
    expect(links[4]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(links[0]).toHaveFocus();
  });

  it('the buttons move the position with Enter and Space, keep focus at either end, and the keys work on them', async () => {
    const { user } = renderShelf(3);
    nextButton().focus();
    await user.keyboard('{Enter}');
    expect(previousButton()).not.toHaveAttribute('aria-disabled');
    await user.keyboard(' ');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toHaveAttribute('data-disabled');
    await user.keyboard('{Enter}');
    expect(nextButton()).toHaveFocus();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Home}');
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{End}');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
    await user.click(previousButton());
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('arrow keys inside a field of a card keep their own meaning', async () => {
    const store = sandbox();
    const products = productsOf(store, 3);
    const { user } = renderWithStorefront(
      <ProductShelf
        title="Com campos"
        products={products}
        renderProduct={(product) => <input aria-label={`Quantidade de ${product.name}`} defaultValue="12" />}
      />,
      { store },
    );
    const [first] = products as [Product];
    const field = screen.getByRole('textbox', { name: `Quantidade de ${first.name}` });
    await user.click(field);
    await user.keyboard('{ArrowLeft}{End}');
    expect(field).toHaveFocus();
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it("a consumer's onKeyDown calling preventDefault() cancels the shelf's keys", async () => {
    const store = sandbox();
    const products = productsOf(store, 3);
    const { user } = renderWithStorefront(
      <ProductShelf
        title="Sem teclas"
        products={products}
        renderProduct={plainCard}
        onKeyDown={(event) => event.preventDefault()}
      />,
      { store },
    );
    const [first] = products as [Product];
    const link = screen.getByRole('link', { name: first.name });
    link.focus();
    await user.keyboard('{ArrowRight}');
    expect(link).toHaveFocus();
  });

  it('with Embla running (the browser observers present, reduced motion asked), the keys and buttons still work', async () => {
    vi.stubGlobal('ResizeObserver', InertObserver);
    vi.stubGlobal('IntersectionObserver', InertObserver);
    const queries: string[] = [];
    vi.stubGlobal('matchMedia', (query: string) => {
      queries.push(query);
      return {
        matches: query.includes('reduced-motion'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      };
    });
    const { user, links, container } = renderShelf(3);
    await waitFor(() =>
      expect(container.querySelector('.vt-product-shelf__viewport')).toHaveAttribute('data-enhanced'),
    );
    expect(queries).toContain('(prefers-reduced-motion: reduce)');
    (links[0] as HTMLElement).focus();
    await user.keyboard('{ArrowRight}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[2]).toHaveFocus();
    await user.click(nextButton());
    expect(nextButton()).toBeInTheDocument();
  });
});

describe('ProductShelf parts', () => {
  it('compose a shelf of your own: another heading level, your link, your items', async () => {
    const store = sandbox();
    const products = productsOf(store, 2);
    const { container } = renderWithStorefront(
      <ProductShelf.Root count={products.length} className="minha-prateleira">
        <ProductShelf.Header>
          <ProductShelf.Title asChild>
            <h3>Escolhidos para você</h3>
          </ProductShelf.Title>
          <ProductShelf.ViewAll href="/escolhidos">Ver a seleção</ProductShelf.ViewAll>
          <ProductShelf.Controls>
            <ProductShelf.Previous />
            <ProductShelf.Next />
          </ProductShelf.Controls>
        </ProductShelf.Header>
        <ProductShelf.Viewport>
          <ProductShelf.List>
            {products.map((product, index) => (
              <ProductShelf.Item key={product.idProduct} index={index}>
                {plainCard(product)}
              </ProductShelf.Item>
            ))}
          </ProductShelf.List>
        </ProductShelf.Viewport>
      </ProductShelf.Root>,
      { store },
    );
    const shelf = shelfNamed('Escolhidos para você');
    expect(shelf).toHaveClass('vt-product-shelf', 'minha-prateleira');
    expect(within(shelf).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(within(shelf).getByRole('link', { name: 'Ver a seleção' })).toHaveAttribute('href', '/escolhidos');
    expect(
      within(shelf)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['1 de 2', '2 de 2']);
    await expectNoAxeViolations(container);
  });

  it('a root without a title is named by its aria-label', async () => {
    const { container } = renderWithStorefront(
      <ProductShelf.Root count={1} aria-label="Sugestões">
        <ProductShelf.Viewport>
          <ProductShelf.List>
            <ProductShelf.Item index={0}>
              <a href="/sugestao/produto/">Sugestão</a>
            </ProductShelf.Item>
          </ProductShelf.List>
        </ProductShelf.Viewport>
      </ProductShelf.Root>,
    );
    expect(shelfNamed('Sugestões')).not.toHaveAttribute('aria-labelledby');
    await expectNoAxeViolations(container);
  });

  it('a part outside ProductShelf.Root says how to fix it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithStorefront(<ProductShelf.Title>Solta</ProductShelf.Title>)).toThrow(
      '<ProductShelf.Title> must be used inside <ProductShelf.Root>.',
    );
  });

  it('the provider’s messages.ui.productShelf replace the texts', () => {
    const store = sandbox();
    const products = productsOf(store, 2);
    renderWithStorefront(
      <ProductShelf title="Textos" products={products} renderProduct={plainCard} viewAllHref="/todos" />,
      {
        store,
        providerProps: {
          messages: {
            ui: {
              productShelf: {
                viewAll: 'Ver mais',
                previous: 'Voltar',
                next: 'Avançar',
                slideLabel: (position, total) => `Produto ${position} de ${total}`,
              },
            },
          },
        },
      },
    );
    expect(screen.getByRole('link', { name: 'Ver mais' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-label', 'Produto 1 de 2');
  });
});

describe('ProductShelf: its stock cards read the wishlist and company settings once for the shelf', () => {
  it('given a signed-in customer, each card shows the list and its toggle adds or removes the product', async () => {
    const store = sandbox();
    const { email, password } = sandboxFixtures.customer;
    store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
    const detail = (urlFriendly: string) =>
      productSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);
    const inList = detail(sandboxFixtures.quantityLimited.urlFriendly);
    const other = detail(sandboxFixtures.simple.urlFriendly);
    const { user } = renderWithStorefront(<ProductShelf title="Favoritos" products={[inList, other]} />, {
      store,
    });
    const remove = screen.getByRole('button', { name: `Lista de desejos: ${inList.name}` });
    await waitFor(() => expect(remove).toHaveAttribute('aria-pressed', 'true'));
    const add = screen.getByRole('button', { name: `Lista de desejos: ${other.name}` });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    await waitFor(() => expect(add).toHaveAttribute('aria-pressed', 'true'));
    await user.click(remove);
    await waitFor(() => expect(remove).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    const ids = (store.call('customer.wishlist').body as { idProduct: number }[]).map((p) => p.idProduct);
    expect(ids).toEqual([other.idProduct]);
  });
});
