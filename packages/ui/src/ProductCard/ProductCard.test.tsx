import { screen, waitFor, within } from '@testing-library/react';
import {
  type Ga4EcommerceEvent,
  type Product,
  productSchema,
  routes,
  type StorefrontEvent,
} from '@vitrine/core';
import { type AnalyticsSink, useQuote } from '@vitrine/hooks';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import {
  createSandboxStore,
  type SandboxCompany,
  type SandboxStore,
  sandboxFixtures,
} from '@vitrine/sandbox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AlertRegion } from '../foundation/Alert/AlertRegion';
import { ProductCard } from './ProductCard';

const {
  percentDiscount,
  lightningOffer,
  withSeal,
  simple,
  longName,
  exhausted,
  priceOnRequest,
  productWithVariations,
  rated,
  quantityLimited,
} = sandboxFixtures;

/** A fresh sandbox store, optionally with other company settings. */
function sandbox(company?: Partial<SandboxCompany>): SandboxStore {
  return createSandboxStore({
    now: () => new Date('2025-05-01T12:00:00Z'),
    data: company ? (seed) => ({ ...seed, company: { ...seed.company, ...company } }) : undefined,
  });
}

/** A product as the client hands it out. */
function productOf(store: SandboxStore, urlFriendly: string): Product {
  const reply = store.call('catalogue.productDetail', { params: { urlFriendly } });
  return productSchema.parse(reply.body);
}

function signedIn(store: SandboxStore): SandboxStore {
  const { email, password } = sandboxFixtures.customer;
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
}

function record(bus: { subscribe: (type: '*', listener: (event: StorefrontEvent) => void) => unknown }) {
  const events: StorefrontEvent[] = [];
  bus.subscribe('*', (event) => events.push(event));
  return events;
}

function recordingSink(): AnalyticsSink & { events: Ga4EcommerceEvent[] } {
  const events: Ga4EcommerceEvent[] = [];
  return { events, ecommerce: (event) => void events.push(event) };
}

/** The page's quote form, mounted so `quote.open` is answered (its alerts reach the AlertRegion). */
function QuoteFlow() {
  useQuote();
  return null;
}

// jsdom does not navigate; cancel link clicks after React has handled them so it does not complain either.
const stopNavigation = (event: Event) => {
  if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
};
beforeEach(() => window.addEventListener('click', stopNavigation));
afterEach(() => window.removeEventListener('click', stopNavigation));

/** Waits until the company settings reached the card (the rating shows, sandbox ratings are on). */
const companyLoaded = () => screen.findByRole('img', { name: /^Avaliação:/ });

describe('ProductCard', () => {
  it('given a promotion, it shows the old price, the price paid, the discount flag and the installments', async () => {
    const store = sandbox();
    const product = productOf(store, percentDiscount.urlFriendly);
    const { container } = renderWithStorefront(<ProductCard product={product} />, { store });
    const card = screen.getByRole('article', { name: percentDiscount.name });
    expect(card).toHaveAttribute('data-promotion');
    expect(card).toHaveAttribute('data-stock', 'in');
    const link = within(card).getByRole('link', { name: percentDiscount.name });
    expect(link).toHaveAttribute('href', routes.product(percentDiscount.urlFriendly));
    expect(within(card).getByRole('heading', { level: 3, name: percentDiscount.name })).toBeInTheDocument();
    expect(within(card).getByText('Aurora Moda')).toBeInTheDocument();
    expect(card.querySelector('del')).toHaveTextContent(/De\s*R\$\s*79,90/);
    expect(card.querySelector('ins')).toHaveTextContent(/Por\s*R\$\s*63,92/);
    expect(within(card).getByText('20% OFF')).toBeInTheDocument();
    expect(await within(card).findByText(/^ou 6x de R\$\s*10,65 sem juros$/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given a long name, it shows 45 characters and an ellipsis while the link keeps the full name', async () => {
    const store = sandbox();
    const product = productOf(store, longName.urlFriendly);
    const { container } = renderWithStorefront(<ProductCard product={product} />, { store });
    const link = screen.getByRole('link', { name: longName.name });
    expect(link).toHaveTextContent(/^Jogo de Lençol Queen 400 Fios Percal Algodão\.\.\.$/);
    expect(link.textContent).toBe(`${Array.from(longName.name).slice(0, 45).join('').trimEnd()}...`);
    renderWithStorefront(<ProductCard product={product} nameLimit={10} />, { store });
    expect(screen.getAllByRole('link', { name: longName.name })[1]).toHaveTextContent(/^Jogo de Le\.\.\.$/);
    await expectNoAxeViolations(container);
  });

  it('given a lightning offer and a seal, it shows both flags; the seal "normal" shows none', async () => {
    const store = sandbox();
    renderWithStorefront(
      <main>
        <ProductCard product={productOf(store, lightningOffer.urlFriendly)} />
        <ProductCard product={productOf(store, withSeal.urlFriendly)} />
        <ProductCard product={productOf(store, simple.urlFriendly)} />
      </main>,
      { store },
    );
    const offer = screen.getByRole('article', { name: lightningOffer.name });
    expect(offer.querySelector('[data-flag="lightning"]')).toHaveTextContent('Oferta relâmpago -30%');
    const sealed = screen.getByRole('article', { name: withSeal.name });
    expect(within(sealed).getByRole('img', { name: 'Frete Grátis' })).toBeInTheDocument();
    const plain = screen.getByRole('article', { name: simple.name });
    expect(plain.querySelector('.vt-product-card__flags')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('given the company shows ratings, the stars read as "Avaliação: 3 de 5"; switched off, none show', async () => {
    const store = sandbox();
    const { container } = renderWithStorefront(
      <ProductCard product={productOf(store, rated.urlFriendly)} />,
      {
        store,
      },
    );
    const stars = await screen.findByRole('img', { name: 'Avaliação: 3 de 5' });
    expect(stars.querySelectorAll('[data-active]')).toHaveLength(3);
    await expectNoAxeViolations(container);

    const off = sandbox({ showProductAvaliationStars: false, showInstallmentAtListsAndDetail: false });
    const second = renderWithStorefront(<ProductCard product={productOf(off, rated.urlFriendly)} />, {
      store: off,
    });
    await waitFor(() =>
      expect(off.inspect.requests().some((r) => r.operation === 'content.company')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(within(second.container).queryByRole('img', { name: /Avaliação/ })).toBeNull();
    expect(within(second.container).queryByText(/sem juros/)).toBeNull();
  });

  it('given a sold-out product without variations, "Esgotado" opens the back-in-stock form', async () => {
    const store = sandbox();
    const product = productOf(store, exhausted.urlFriendly);
    const { container, user, bus } = renderWithStorefront(<ProductCard product={product} />, { store });
    const events = record(bus);
    const card = screen.getByRole('article', { name: exhausted.name });
    expect(card).toHaveAttribute('data-stock', 'out');
    expect(within(card).queryByRole('button', { name: /Adicionar ao Carrinho/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: `Esgotado: ${exhausted.name}` }));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'alertMe.open',
        product: expect.objectContaining({ idProduct: exhausted.idProduct, hasVariations: false }),
      }),
    );
    await expectNoAxeViolations(container);
  });

  it('given a sold-out product whose variations the card hides, "Esgotado" links to the detail page', async () => {
    const store = sandbox({ usePurchaseFacilitator: 'N' });
    const product = { ...productOf(store, productWithVariations.urlFriendly), flagExhausted: true };
    const sink = recordingSink();
    const { container, user } = renderWithStorefront(
      <ProductCard product={product} listName="Vitrine" index={3} />,
      { store, providerProps: { analytics: sink } },
    );
    await companyLoaded();
    const link = screen.getByRole('link', { name: `Esgotado: ${productWithVariations.name}` });
    expect(link).toHaveAttribute('href', routes.product(productWithVariations.urlFriendly));
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(link);
    expect(sink.events.map((event) => event.event)).toEqual(['select_item']);
    await expectNoAxeViolations(container);
  });

  it('given a product sold on request, it shows "Sob consulta" and "Orçar", which opens the quote form', async () => {
    const store = sandbox();
    const product = productOf(store, priceOnRequest.urlFriendly);
    const { container, user, bus } = renderWithStorefront(<ProductCard product={product} />, { store });
    const events = record(bus);
    const card = screen.getByRole('article', { name: priceOnRequest.name });
    expect(card).toHaveAttribute('data-on-request');
    expect(card).not.toHaveAttribute('data-stock');
    expect(within(card).getAllByText(/^Sob consulta$/i)).toHaveLength(1);
    expect(within(card).queryByText(/R\$/)).toBeNull();
    expect(within(card).queryByRole('button', { name: /Adicionar ao Carrinho/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: `Orçar: ${priceOnRequest.name}` }));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'quote.open',
        origin: 'card',
        products: [expect.objectContaining({ idProduct: priceOnRequest.idProduct, hasVariations: false })],
      }),
    );
    await expectNoAxeViolations(container);
  });

  it('given a product on request with a variation missing, "Orçar" says to choose the variations', async () => {
    const store = sandbox();
    const product = { ...productOf(store, productWithVariations.urlFriendly), idTypeProduct: 3, skUs: [] };
    const { user } = renderWithStorefront(
      <main>
        <ProductCard product={product} />
        <QuoteFlow />
        <AlertRegion />
      </main>,
      { store },
    );
    await user.click(screen.getByRole('button', { name: `Orçar: ${productWithVariations.name}` }));
    expect(
      await screen.findByText('Selecione as variações do produto para realizar o orçamento.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('given the purchase facilitator, choosing colour and size resolves the SKU and buying sends it with the quantity', async () => {
    const store = sandbox();
    const product = productOf(store, productWithVariations.urlFriendly);
    const { container, user, bus } = renderWithStorefront(<ProductCard product={product} />, { store });
    const events = record(bus);
    const colour = await screen.findByRole('group', { name: `Cor: ${productWithVariations.name}` });
    const size = screen.getByRole('group', { name: `Tamanho: ${productWithVariations.name}` });
    await user.click(within(colour).getByRole('radio', { name: 'Branco' }));
    await user.click(within(size).getByRole('radio', { name: 'M' }));
    expect(within(size).getByRole('radio', { name: 'M' })).toBeChecked();
    await user.click(
      screen.getByRole('button', { name: `Aumentar quantidade: ${productWithVariations.name}` }),
    );
    expect(screen.getByRole('spinbutton', { name: `Quantidade: ${productWithVariations.name}` })).toHaveValue(
      2,
    );
    await user.click(
      screen.getByRole('button', { name: `Adicionar ao Carrinho: ${productWithVariations.name}` }),
    );
    expect(events.filter((event) => event.type === 'cart.add')).toEqual([
      {
        type: 'cart.add',
        idProduct: productWithVariations.idProduct,
        idSku: productWithVariations.inStockSku,
        quantity: 2,
      },
    ]);
    await expectNoAxeViolations(container);
  });

  it('given the facilitator and a sold-out combination, the card marks it and "Esgotado" notifies for that SKU', async () => {
    const store = sandbox();
    const product = productOf(store, productWithVariations.urlFriendly);
    const { container, user, bus } = renderWithStorefront(<ProductCard product={product} />, { store });
    const events = record(bus);
    const colour = await screen.findByRole('group', { name: `Cor: ${productWithVariations.name}` });
    await user.click(within(colour).getByRole('radio', { name: 'Preto' }));
    const size = screen.getByRole('group', { name: `Tamanho: ${productWithVariations.name}` });
    await user.click(within(size).getByRole('radio', { name: 'P (Esgotado)' }));
    const card = screen.getByRole('article', { name: productWithVariations.name });
    expect(card).toHaveAttribute('data-stock', 'out');
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Esgotado: ${productWithVariations.name}` }));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'alertMe.open',
        origin: 'card',
        product: expect.objectContaining({ idSku: productWithVariations.outOfStockSku }),
      }),
    );
    await expectNoAxeViolations(container);
  });

  it('given the facilitator and a variation left unchosen, buying asks for the variations', async () => {
    const store = sandbox();
    const product = { ...productOf(store, productWithVariations.urlFriendly), skUs: [] };
    const { user, bus } = renderWithStorefront(
      <main>
        <ProductCard product={product} />
        <AlertRegion />
      </main>,
      { store },
    );
    const events = record(bus);
    await screen.findByRole('group', { name: `Cor: ${productWithVariations.name}` });
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: `Adicionar ao Carrinho: ${productWithVariations.name}` }),
    );
    expect(await screen.findByText('Selecione as variações do produto para compra-lo.')).toBeInTheDocument();
    expect(events.some((event) => event.type === 'cart.add')).toBe(false);
    await expectNoAxeViolations(document.body);
  });

  it('given the facilitator off, the card shows no variations nor quantity and buys its initial SKU', async () => {
    const store = sandbox({ usePurchaseFacilitator: 'N' });
    const product = productOf(store, productWithVariations.urlFriendly);
    const { container, user, bus } = renderWithStorefront(<ProductCard product={product} />, { store });
    const events = record(bus);
    await companyLoaded();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: `Adicionar ao Carrinho: ${productWithVariations.name}` }),
    );
    expect(events.filter((event) => event.type === 'cart.add')).toEqual([
      { type: 'cart.add', idProduct: productWithVariations.idProduct, idSku: product.idSku, quantity: 1 },
    ]);
    await expectNoAxeViolations(container);
  });

  it('given the cart already holds the whole stock, buying says how many are in the cart', async () => {
    const store = sandbox();
    const product = productOf(store, simple.urlFriendly);
    store.call('cart.add', {
      json: { idProduct: simple.idProduct, idSku: null, quantity: product.stock, isRecurrent: false },
    });
    const { user, requests } = renderWithStorefront(<ProductCard product={product} />, { store });
    await waitFor(() => expect(requests('cart.get').length).toBeGreaterThan(0));
    await screen.findByRole('spinbutton', { name: `Quantidade: ${simple.name}` });
    // The cart's reply reaches the card's picker a moment after the request.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.click(screen.getByRole('button', { name: `Adicionar ao Carrinho: ${simple.name}` }));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Temos apenas ${product.stock} itens em estoque, e já existem ${product.stock} unidades deste produto no carrinho.`,
    );
  });

  it('given the cart holds the whole stock of the chosen SKU, buying it says so, and another SKU still buys', async () => {
    const store = sandbox();
    const product = productOf(store, productWithVariations.urlFriendly);
    const chosen = product.skUs?.find((sku) => sku.idSku === productWithVariations.inStockSku);
    expect(chosen?.stock).toBeGreaterThan(1);
    store.call('cart.add', {
      json: {
        idProduct: product.idProduct,
        idSku: productWithVariations.inStockSku,
        quantity: chosen?.stock ?? 0,
        isRecurrent: false,
      },
    });
    const { user, bus, requests } = renderWithStorefront(<ProductCard product={product} />, { store });
    const events = record(bus);
    await waitFor(() => expect(requests('cart.get').length).toBeGreaterThan(0));
    const size = await screen.findByRole('group', { name: `Tamanho: ${productWithVariations.name}` });
    // The cart's reply reaches the card's picker a moment after the request.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const buy = () =>
      user.click(
        screen.getByRole('button', { name: `Adicionar ao Carrinho: ${productWithVariations.name}` }),
      );
    // The initial SKU (Branco, M): every unit of its stock is in the cart already.
    await buy();
    expect(screen.getByRole('status')).toHaveTextContent(
      `Temos apenas ${chosen?.stock} itens em estoque, e já existem ${chosen?.stock} unidades deste produto no carrinho.`,
    );
    expect(events.filter((event) => event.type === 'cart.add')).toEqual([]);
    // Another size, with less stock than the cart holds of the product: the cart holds none of that SKU.
    await user.click(within(size).getByRole('radio', { name: 'P' }));
    await buy();
    const other = product.skUs?.find(
      (sku) =>
        sku.idSku !== productWithVariations.inStockSku &&
        sku.variations.some((variation) => variation.name === 'P') &&
        sku.variations.some((variation) => variation.name === 'Branco'),
    );
    expect(other?.stock).toBeLessThan(chosen?.stock ?? 0);
    expect(events.filter((event) => event.type === 'cart.add')).toEqual([
      { type: 'cart.add', idProduct: product.idProduct, idSku: other?.idSku, quantity: 1 },
    ]);
  });

  it('given a visitor, the wishlist toggle is unpressed and sends them to the login page', async () => {
    const store = sandbox();
    const { container, user, bus, requests } = renderWithStorefront(
      <ProductCard product={productOf(store, simple.urlFriendly)} />,
      { store, providerProps: { navigate: () => {} } },
    );
    const events = record(bus);
    await waitFor(() => expect(requests('customer.verifyLogin')).toHaveLength(1));
    const toggle = screen.getByRole('button', { name: `Lista de desejos: ${simple.name}` });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(events).toContainEqual({ type: 'navigate', href: routes.customerLogin });
    expect(requests('customer.wishlist')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('given a signed-in customer, the toggle shows the list and adds or removes the product', async () => {
    const store = signedIn(sandbox());
    const inList = productOf(store, quantityLimited.urlFriendly);
    const other = productOf(store, simple.urlFriendly);
    const { container, user } = renderWithStorefront(
      <>
        <ProductCard product={inList} />
        <ProductCard product={other} />
      </>,
      { store },
    );
    const remove = screen.getByRole('button', { name: `Lista de desejos: ${quantityLimited.name}` });
    await waitFor(() => expect(remove).toHaveAttribute('aria-pressed', 'true'));
    const add = screen.getByRole('button', { name: `Lista de desejos: ${simple.name}` });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    await waitFor(() => expect(add).toHaveAttribute('aria-pressed', 'true'));
    await user.click(remove);
    await waitFor(() => expect(remove).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    const ids = (store.call('customer.wishlist').body as { idProduct: number }[]).map((p) => p.idProduct);
    expect(ids).toEqual([simple.idProduct]);
    await expectNoAxeViolations(container);
  });

  it('given the wishlist change fails, the toggle goes back and an error is shown', async () => {
    const store = signedIn(sandbox());
    const { user } = renderWithStorefront(
      <>
        <ProductCard product={productOf(store, simple.urlFriendly)} />
        <AlertRegion />
      </>,
      { store },
    );
    const toggle = screen.getByRole('button', { name: `Lista de desejos: ${simple.name}` });
    await waitFor(() => expect(toggle).not.toHaveAttribute('data-loading'));
    await waitFor(() =>
      expect(store.inspect.requests().some((r) => r.operation === 'customer.wishlist')).toBe(true),
    );
    store.faults.inject({ operation: 'customer.addToWishlist', status: 500 });
    await user.click(toggle);
    expect(await screen.findByText('Não foi possível atualizar a lista de desejos.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('following the link reports GA4 select_item with the list and position, then calls onSelect', async () => {
    const store = sandbox();
    const product = productOf(store, simple.urlFriendly);
    const sink = recordingSink();
    const selected: Product[] = [];
    const { user } = renderWithStorefront(
      <ProductCard
        product={product}
        listName="Mais vendidos"
        listId="most-sold"
        index={4}
        onSelect={(p) => selected.push(p)}
      />,
      { store, providerProps: { analytics: sink } },
    );
    await user.click(screen.getByRole('link', { name: simple.name }));
    expect(sink.events).toHaveLength(1);
    expect(sink.events[0]).toMatchObject({
      event: 'select_item',
      ecommerce: {
        item_list_id: 'most-sold',
        item_list_name: 'Mais vendidos',
        items: [expect.objectContaining({ item_id: String(simple.idProduct), index: 4 })],
      },
    });
    expect(selected).toEqual([product]);
  });

  it('from the keyboard: link, variations by arrow keys, quantity, buy and wishlist in order', async () => {
    const store = sandbox();
    const product = productOf(store, productWithVariations.urlFriendly);
    const { user, bus } = renderWithStorefront(<ProductCard product={product} />, { store });
    const events = record(bus);
    await screen.findByRole('group', { name: `Cor: ${productWithVariations.name}` });
    await user.tab();
    expect(screen.getByRole('link', { name: productWithVariations.name })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Branco' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Preto' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { checked: true, name: /^(P|M|G|GG)( \(Esgotado\))?$/ })).toHaveFocus();
    // The − button is disabled at 1, so the field comes next.
    await user.tab();
    expect(screen.getByRole('spinbutton')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    await user.tab();
    await user.tab();
    expect(
      screen.getByRole('button', { name: `Adicionar ao Carrinho: ${productWithVariations.name}` }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(events.filter((event) => event.type === 'cart.add')).toEqual([
      expect.objectContaining({ idProduct: productWithVariations.idProduct, quantity: 2 }),
    ]);
    await user.tab();
    expect(
      screen.getByRole('button', { name: `Lista de desejos: ${productWithVariations.name}` }),
    ).toHaveFocus();
  });

  it('with priority, the thumbnail loads eagerly with high fetch priority; the alternative image waits', () => {
    const store = sandbox();
    const { container } = renderWithStorefront(
      <ProductCard product={productOf(store, simple.urlFriendly)} priority />,
      { store },
    );
    const [main, alternative] = container.querySelectorAll('img');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '240');
    expect(main).toHaveAttribute('height', '240');
    expect(alternative).toHaveAttribute('data-alternative');
    expect(alternative).toHaveAttribute('src', '/sandbox/images/products/1034-2.svg');
    expect(alternative).not.toHaveAttribute('fetchpriority');
  });

  it('as parts, a list item card with its own layout', async () => {
    const store = sandbox();
    const product = productOf(store, simple.urlFriendly);
    const { container } = renderWithStorefront(
      <ul>
        <ProductCard.Root product={product} asChild>
          <li>
            <ProductCard.Name level={2} />
            <ProductCard.Price />
            <ProductCard.Actions />
          </li>
        </ProductCard.Root>
      </ul>,
      { store },
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveClass('vt-product-card');
    expect(within(item).getByRole('heading', { level: 2, name: simple.name })).toBeInTheDocument();
    expect(
      within(item).getByRole('button', { name: `Adicionar ao Carrinho: ${simple.name}` }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
