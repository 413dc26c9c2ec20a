import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultOperations, formatPrice, routes, type StorefrontEvent, truncateName } from '@vitrine/core';
import {
  createTestStorefront,
  expectNoAxeViolations,
  renderWithStorefront,
  SANDBOX_BASE_URL,
} from '@vitrine/hooks/testing';
import type { SandboxStore } from '@vitrine/sandbox';
import { sandboxFixtures } from '@vitrine/sandbox';
import { delay, http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SearchBox } from './SearchBox';

const searchId = (defaultOperations['catalogue.search'] as { id: string }).id;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Found {
  name: string;
  urlFriendly: string;
  price: number;
  pricePromotion: number | null;
}
const found = (store: SandboxStore, word: string) =>
  store.call('catalogue.search', { params: `word=${word}&qtdRegister=5` }).body as Found[];

const combobox = () => screen.getByRole('combobox', { name: 'Buscar produtos' });

describe('SearchBox', () => {
  it('given "camiseta" typed, it lists the products found with image, name and price, then the view-all option', async () => {
    const onNavigate = vi.fn();
    const { user, store, container } = renderWithStorefront(
      <SearchBox debounceMs={10} onNavigate={onNavigate} />,
    );
    const products = found(store, 'camiseta');
    expect(products.length).toBeGreaterThan(3);
    await user.type(combobox(), 'camiseta');
    const listbox = await screen.findByRole('listbox', { name: 'Sugestões de produtos' });
    // The options' content loads on demand: wait for it rather than the list.
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(products.length + 1));
    const options = within(listbox).getAllByRole('option');
    products.forEach((product, index) => {
      expect(options[index]).toHaveTextContent(truncateName(product.name, 45));
      const shown =
        product.pricePromotion && product.pricePromotion < product.price
          ? product.pricePromotion
          : product.price;
      expect(options[index]).toHaveTextContent(formatPrice(shown).replace(/\s/g, ' '));
    });
    expect(options.at(-1)).toHaveTextContent('Visualizar todos os produtos');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('status')).toHaveTextContent(`${products.length} produtos encontrados`);
    await expectNoAxeViolations(container);
  });

  it('a promotion shows the list price struck through; a price-on-request product shows Sob Consulta', async () => {
    const { user, store } = renderWithStorefront(<SearchBox debounceMs={10} onNavigate={vi.fn()} />);
    const promoted = found(store, 'vestido').find(
      (product) => product.pricePromotion !== null && product.pricePromotion < product.price,
    );
    expect(promoted).toBeDefined();
    await user.click(combobox());
    await user.paste('vestido');
    const option = await screen.findByRole('option', {
      name: new RegExp(truncateName(promoted?.name ?? '', 45)),
    });
    expect(option.querySelector('del')).toHaveTextContent(
      formatPrice(promoted?.price ?? 0).replace(/\s/g, ' '),
    );
    await user.tripleClick(combobox());
    await user.paste('monitor');
    const onRequest = await screen.findByRole('option', {
      name: new RegExp(truncateName(sandboxFixtures.priceOnRequest.name, 45).slice(0, 30)),
    });
    expect(onRequest).toHaveTextContent(/Sob Consulta/i);
    expect(onRequest.querySelector('.vt-search-box__name')?.textContent).toBe(
      truncateName(sandboxFixtures.priceOnRequest.name, 45),
    );
    expect(sandboxFixtures.priceOnRequest.name.length).toBeGreaterThan(45);
  });

  it('given 3 results or fewer, no view-all option is offered', async () => {
    const { user, store } = renderWithStorefront(<SearchBox debounceMs={10} onNavigate={vi.fn()} />);
    const products = found(store, 'luminaria');
    expect(products).toHaveLength(3);
    await user.type(combobox(), 'luminaria');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByRole('option', { name: /Visualizar todos os produtos/ })).toBeNull();
  });

  it('arrows move the highlight and wrap around; Enter opens the highlighted product; focus never leaves the input', async () => {
    const onNavigate = vi.fn();
    const { user, store } = renderWithStorefront(<SearchBox debounceMs={10} onNavigate={onNavigate} />);
    const products = found(store, 'camiseta');
    await user.type(combobox(), 'camiseta');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'false');
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(
      routes.product(products[1]?.urlFriendly ?? ''),
      expect.anything(),
    );
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveFocus();
  });

  it('the arrows bring the highlighted option into view, since the focus stays in the input', async () => {
    // jsdom has no layout, hence no scrollIntoView: record the calls instead.
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    const { user } = renderWithStorefront(<SearchBox debounceMs={10} onNavigate={vi.fn()} />);
    await user.type(combobox(), 'camiseta');
    const options = await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}{ArrowDown}');

    expect(scrolled).toEqual([options[0], options[1]]);
  });

  it('choosing the view-all option goes to the search page of the term', async () => {
    const onNavigate = vi.fn();
    const { user } = renderWithStorefront(<SearchBox debounceMs={10} onNavigate={onNavigate} />);
    await user.type(combobox(), 'camiseta');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/busca?n=camiseta', undefined);
  });

  it('Enter with no highlight, or the Buscar button, goes to the search page /busca?n=', async () => {
    const onNavigate = vi.fn();
    const { user } = renderWithStorefront(<SearchBox debounceMs={10} onNavigate={onNavigate} />);
    await user.type(combobox(), 'vestido{Enter}');
    expect(onNavigate).toHaveBeenLastCalledWith(routes.search('vestido'), undefined);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
    expect(onNavigate).toHaveBeenLastCalledWith('/busca?n=vestido', undefined);
  });

  it('clicking a product option opens its page', async () => {
    const onNavigate = vi.fn();
    const { user } = renderWithStorefront(<SearchBox debounceMs={10} onNavigate={onNavigate} />);
    await user.type(combobox(), 'panela');
    const option = await screen.findByRole('option', { name: new RegExp(sandboxFixtures.simple.name) });
    await user.click(option);
    expect(onNavigate).toHaveBeenCalledWith(
      routes.product(sandboxFixtures.simple.urlFriendly),
      expect.anything(),
    );
  });

  it('Escape closes the list and keeps the text and the focus; a second Escape clears the text', async () => {
    const { user } = renderWithStorefront(<SearchBox debounceMs={10} onNavigate={vi.fn()} />);
    await user.type(combobox(), 'camiseta');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveValue('camiseta');
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('leaving the input closes the list; coming back shows it again without a new search', async () => {
    const { user, requests } = renderWithStorefront(<SearchBox debounceMs={10} onNavigate={vi.fn()} />);
    await user.type(combobox(), 'camiseta');
    await screen.findAllByRole('option');
    const searches = requests('catalogue.search').length;
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(combobox());
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    await wait(30);
    expect(requests('catalogue.search')).toHaveLength(searches);
  });

  it('given fewer than 3 characters submitted, it says so, marks the input and searches nothing', async () => {
    const onNavigate = vi.fn();
    const { user, requests, container } = renderWithStorefront(
      <SearchBox debounceMs={10} onNavigate={onNavigate} />,
    );
    await user.type(combobox(), 'ca');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Digite ao menos 03 caracteres para realizar sua pesquisa.');
    expect(combobox()).toHaveAccessibleDescription(
      'Digite ao menos 03 caracteres para realizar sua pesquisa.',
    );
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    await wait(30);
    expect(requests('catalogue.search')).toHaveLength(0);
    expect(onNavigate).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await user.type(combobox(), 'm');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('while searching, the busy indicator turns on and the status says so, then the count replaces it', async () => {
    const { user, container } = renderWithStorefront(<SearchBox debounceMs={10} onNavigate={vi.fn()} />, {
      storeOptions: { latency: 120 },
    });
    await user.type(combobox(), 'vestido');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Buscando produtos…'));
    expect(container.querySelector('.vt-search-box__busy')).toHaveAttribute('data-state', 'busy');
    expect(container.querySelector('form')).toHaveAttribute('data-loading');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('5 produtos encontrados'));
    expect(container.querySelector('.vt-search-box__busy')).toHaveAttribute('data-state', 'idle');
  });

  it('given a term nothing matches, it says so and shows no option', async () => {
    const { user, container } = renderWithStorefront(<SearchBox debounceMs={10} onNavigate={vi.fn()} />);
    await user.type(combobox(), 'zzzqqq');
    expect(
      await screen.findByText('Nenhum resultado encontrado para "zzzqqq"', { selector: 'p' }),
    ).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum resultado encontrado para "zzzqqq"');
    await expectNoAxeViolations(container);
  });

  it('given the search fails, no option and no error text show (load errors are silent), and submit still works', async () => {
    const onNavigate = vi.fn();
    const { user, store, requests } = renderWithStorefront(
      <SearchBox debounceMs={10} onNavigate={onNavigate} />,
    );
    store.faults.inject({ operation: 'catalogue.search', status: 500, message: 'Falha interna' });
    await user.click(combobox());
    await user.paste('camiseta');
    await waitFor(() => expect(requests('catalogue.search')).toHaveLength(1));
    await wait(30);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByText(/Falha interna/)).toBeNull();
    expect(screen.queryByText(/Nenhum resultado/)).toBeNull();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/busca?n=camiseta', undefined);
  });

  it('given a blacklisted term, it offers the most sold products under their title', async () => {
    const { user } = renderWithStorefront(
      <SearchBox debounceMs={10} blacklist={['proibido']} onNavigate={vi.fn()} />,
    );
    await user.type(combobox(), 'proibido');
    expect(
      await screen.findByText('Nenhum resultado encontrado para "proibido"', { selector: 'p' }),
    ).toBeVisible();
    expect(await screen.findByText('Produtos mais vendidos')).toBeVisible();
    // As many as a list of results: 5, not the store's 12.
    expect(await screen.findAllByRole('option')).toHaveLength(5);
  });

  it('a slow answer for an older term never replaces the options of the newer one', async () => {
    const storefront = createTestStorefront();
    const started: string[] = [];
    const answered: string[] = [];
    let newerAnswered: () => void = () => undefined;
    const newerTermAnswered = new Promise<void>((resolve) => {
      newerAnswered = resolve;
    });
    storefront.server.use(
      http.post(`${SANDBOX_BASE_URL}/api`, async ({ request }) => {
        const body = (await request.clone().json()) as { operation?: string; params?: string };
        if (body.operation !== searchId) return undefined;
        const word = new URLSearchParams(body.params ?? '').get('word') ?? '';
        started.push(word);
        // 'vestido' is slow: it answers only after the newer term has been answered, however loaded the machine.
        if (word === 'vestido') {
          await newerTermAnswered;
          await delay(20);
        }
        answered.push(word);
        if (word === 'panela') setTimeout(newerAnswered, 0);
        return undefined;
      }),
    );
    // Rendered with this storefront's wrapper, so the slow handler above stays in front of the sandbox's.
    render(<SearchBox debounceMs={10} onNavigate={vi.fn()} />, { wrapper: storefront.wrapper });
    const user = userEvent.setup();
    // Pasted, so no intermediate term is searched whatever the machine's speed.
    await user.click(combobox());
    await user.paste('vestido');
    await waitFor(() => expect(started).toEqual(['vestido']));
    await user.tripleClick(combobox());
    await user.paste('panela');
    const panelas = found(storefront.store, 'panela').map((product) => truncateName(product.name, 45));
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(panelas[0] ?? ''));
    await waitFor(() => expect(answered).toEqual(['panela', 'vestido']));
    await wait(30);
    const shown = screen.getAllByRole('option').filter((option) => option.dataset.kind === 'product');
    expect(shown.map((option) => option.querySelector('.vt-search-box__name')?.textContent)).toEqual(panelas);
    expect(combobox()).toHaveValue('panela');
  });

  it('by default, choosing publishes navigate on the bus and then assigns the window location', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, bus } = renderWithStorefront(<SearchBox debounceMs={10} />);
    const events: StorefrontEvent[] = [];
    bus.subscribe('navigate', (event) => events.push(event));
    await user.type(combobox(), 'vestido{Enter}');
    expect(events).toEqual([{ type: 'navigate', href: '/busca?n=vestido' }]);
    expect(assign).toHaveBeenCalledWith('/busca?n=vestido');
  });

  it('the ready-made box takes text props (placeholder, button) beside its other props', async () => {
    renderWithStorefront(<SearchBox placeholder="Buscar na loja" submit="Ir" className="minha-caixa" />);
    expect(combobox()).toHaveAttribute('placeholder', 'Buscar na loja');
    expect(screen.getByRole('button', { name: 'Ir' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toHaveClass('vt-search-box', 'minha-caixa');
    expect(screen.getByRole('search')).not.toHaveAttribute('placeholder');
  });

  it('takes its texts from props and from the provider, and composes from its parts', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onNavigate = vi.fn();
    const { user } = renderWithStorefront(
      <SearchBox.Root
        debounceMs={10}
        onNavigate={onNavigate}
        onSubmit={onSubmit}
        messages={{ submit: 'Procurar' }}
      >
        <SearchBox.Label />
        <SearchBox.Input className="minha-busca" />
        <SearchBox.Submit />
        <SearchBox.Popup>
          <SearchBox.Listbox />
        </SearchBox.Popup>
      </SearchBox.Root>,
      { providerProps: { messages: { ui: { searchBox: { label: 'Pesquisar na loja' } } } } },
    );
    const input = screen.getByRole('combobox', { name: 'Pesquisar na loja' });
    expect(input).toHaveClass('vt-search-box__input', 'minha-busca');
    await user.type(input, 'vestido');
    await user.click(screen.getByRole('button', { name: 'Procurar' }));
    // The consumer's preventDefault cancels the widget's submit.
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
