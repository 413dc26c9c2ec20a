import { screen, waitFor, within } from '@testing-library/react';
import { type Product, type ProductDetail, productDetailSchema } from '@vitrine/core';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { BuyTogether } from './BuyTogether';

const newStore = () => createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });

function detailOf(store: SandboxStore, urlFriendly: string): ProductDetail {
  return productDetailSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);
}

/** The page's product with its buy-together list, and the first offered one (it has colour and size). */
function setup() {
  const store = newStore();
  const product = detailOf(store, sandboxFixtures.buyTogether.urlFriendly);
  const offered = product.buyTogether?.[0];
  if (!offered) throw new Error('The sandbox buy-together fixture needs an offered product.');
  return { store, product, offered };
}

/** The reference names and variation ids of SKU `idSku` of `product`, as the shopper picks them in the lists. */
function choicesOf(product: Product, idSku: number) {
  const sku = product.skUs?.find((candidate) => candidate.idSku === idSku);
  if (!sku) throw new Error(`No SKU ${idSku}`);
  const ids = new Set(sku.variations.map((variation) => variation.idVariation));
  return (product.availableReferences ?? []).map((reference) => {
    const variation = reference.variations.find((candidate) => ids.has(candidate.idVariation));
    return { reference: reference.name, idVariation: String(variation?.idVariation) };
  });
}

type User = ReturnType<typeof renderWithStorefront>['user'];

async function choose(user: User, card: HTMLElement, choices: { reference: string; idVariation: string }[]) {
  for (const { reference, idVariation } of choices) {
    await user.selectOptions(within(card).getByLabelText(reference), idVariation);
  }
}

const cardOf = (name: string) =>
  screen.getByRole('button', { name: `Adicionar ${name}` }).closest('li') as HTMLElement;

describe('BuyTogether', () => {
  it('shows a card per product with the page’s product preselected, and the total of the selection', async () => {
    const { store, product, offered } = setup();
    const { container } = renderWithStorefront(<BuyTogether product={product} />, { store });
    const section = screen.getByRole('region', { name: 'Compre Junto' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    const main = within(section).getByRole('button', { name: `Adicionar ${product.name}` });
    expect(main.getAttribute('aria-pressed')).toBe('true');
    const other = within(section).getByRole('button', { name: `Adicionar ${offered.name}` });
    expect(other.getAttribute('aria-pressed')).toBe('false');
    expect(within(section).getByRole('link', { name: offered.name }).getAttribute('href')).toBe(
      `/${offered.urlFriendly}/produto/`,
    );
    const totals = section.querySelector('.vt-buy-together__totals') as HTMLElement;
    expect(totals.textContent).toContain('1 produto selecionado');
    expect(totals.textContent).toMatch(/R\$\s179,93/);
    await expectNoAxeViolations(container);
  });

  it('given only the page’s product, buying says to select the products and nothing reaches the cart', async () => {
    const { store, product } = setup();
    const { user, container, requests } = renderWithStorefront(<BuyTogether product={product} />, { store });
    await user.click(screen.getByRole('button', { name: 'Comprar Junto' }));
    expect(screen.getByRole('status').textContent).toBe('Selecione os produtos que deseja comprar junto.');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests('cart.addMassive')).toHaveLength(0);
    expect(store.inspect.cartLines()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('given an offered product without its variations chosen, adding it says to choose them', async () => {
    const { store, product, offered } = setup();
    const { user } = renderWithStorefront(<BuyTogether product={product} />, { store });
    const toggle = screen.getByRole('button', { name: `Adicionar ${offered.name}` });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe(
      'Selecione as variações do produto para adiciona-lo ao compre junto.',
    );
  });

  it('from the keyboard: choose the variations, add the product, buy: both lines reach the store’s cart', async () => {
    const { store, product, offered } = setup();
    const inStock = offered.skUs?.find((sku) => sku.stock > 0 && !sku.standard) ?? offered.skUs?.[0];
    if (!inStock) throw new Error('The offered product needs an in-stock SKU.');
    const { user, container, requests } = renderWithStorefront(<BuyTogether product={product} />, { store });
    const card = cardOf(offered.name);
    await choose(user, card, choicesOf(offered, inStock.idSku));
    const toggle = within(card).getByRole('button', { name: `Adicionar ${offered.name}` });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(card.hasAttribute('data-selected')).toBe(true);
    const totals = container.querySelector('.vt-buy-together__totals') as HTMLElement;
    expect(totals.textContent).toContain('2 produtos selecionados');
    expect(screen.getByRole('status').textContent).toBe('');
    await expectNoAxeViolations(container);

    const buy = screen.getByRole('button', { name: 'Comprar Junto' });
    for (let presses = 0; presses < 12 && document.activeElement !== buy; presses++) await user.tab();
    expect(document.activeElement).toBe(buy);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.inspect.cartLines()).toHaveLength(2));
    // One request for the bundle, as the hook's bus contract says.
    expect(requests('cart.addMassive')).toHaveLength(1);
    const lines = store.inspect.cartLines().map((line) => [line.idProduct, line.idSku, line.quantity]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [product.idProduct, product.idSku, 1],
        [offered.idProduct, inStock.idSku, 1],
      ]),
    );
  });

  it('given an offered product on a sold-out SKU, buying says a selected product has no stock', async () => {
    const { store, product, offered } = setup();
    const soldOut = offered.skUs?.find((sku) => sku.stock === 0);
    if (!soldOut) throw new Error('The offered product needs a sold-out SKU.');
    const { user, container } = renderWithStorefront(<BuyTogether product={product} />, { store });
    const card = cardOf(offered.name);
    await choose(user, card, choicesOf(offered, soldOut.idSku));
    expect(card.getAttribute('data-stock')).toBe('out');
    expect(within(card).getByText('Esgotado')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: `Adicionar ${offered.name}` }));
    await user.click(screen.getByRole('button', { name: 'Comprar Junto' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Um ou mais produtos selecionados estão sem estoque. Por favor, altere a variação ou remova a seleção do produto.',
    );
    expect(store.inspect.cartLines()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('removing a selected product takes it out of the total', async () => {
    const { store, product } = setup();
    const { user, container } = renderWithStorefront(<BuyTogether product={product} />, { store });
    const main = screen.getByRole('button', { name: `Adicionar ${product.name}` });
    await user.click(main);
    expect(main.getAttribute('aria-pressed')).toBe('false');
    const totals = container.querySelector('.vt-buy-together__totals') as HTMLElement;
    expect(totals.textContent).toContain('0 produtos selecionados');
    expect(totals.textContent).toMatch(/R\$\s0,00/);
  });

  it('given a product without a buy-together list, nothing renders', () => {
    const store = newStore();
    const { container } = renderWithStorefront(
      <BuyTogether product={detailOf(store, sandboxFixtures.simple.urlFriendly)} />,
      { store },
    );
    expect(container.innerHTML).toBe('');
  });

  it('given replaced texts, they show', () => {
    const { store, product } = setup();
    renderWithStorefront(<BuyTogether product={product} title="Leve junto" buy="Comprar tudo" />, {
      store,
      providerProps: {
        messages: { ui: { buyTogether: { toggle: (name: string) => `Adicionar ${name} à compra` } } },
      },
    });
    expect(screen.getByRole('region', { name: 'Leve junto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comprar tudo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Adicionar ${product.name} à compra` })).toBeTruthy();
  });
});
