import { screen, waitFor, within } from '@testing-library/react';
import { formatPrice, type Product, type ProductDetail, productDetailSchema } from '@vitrine/core';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { ConjunctProducts } from './ConjunctProducts';

const newStore = () => createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });

function detailOf(store: SandboxStore, urlFriendly: string): ProductDetail {
  return productDetailSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);
}

/** The sandbox's conjunct product: three items without variations, the middle one sold out. */
function setup() {
  const store = newStore();
  const product = detailOf(store, sandboxFixtures.conjunct.urlFriendly);
  const items = product.conjunctProducts ?? [];
  const soldOut = items.find((item) => item.stock === 0);
  const inStock = items.filter((item) => item.stock > 0);
  const [first, second] = inStock;
  if (!soldOut || !first || !second)
    throw new Error('The sandbox conjunct fixture changed: one sold-out item, two in stock.');
  return { store, product, soldOut, first, second };
}

/**
 * The same conjunct product with other sandbox products as its items, for the cases the seed's items do not
 * carry: colour × size variations (one SKU sold out) and a promotion price.
 */
function setupWithVariations() {
  const store = newStore();
  const conjunct = detailOf(store, sandboxFixtures.conjunct.urlFriendly);
  const shirt = detailOf(store, sandboxFixtures.productWithVariations.urlFriendly);
  const blouse = detailOf(store, sandboxFixtures.percentDiscount.urlFriendly);
  const product: ProductDetail = { ...conjunct, conjunctProducts: [shirt, blouse] };
  return { store, product, shirt, blouse };
}

/** The variation ids of SKU `idSku` of `product`, by reference name, as the shopper picks them in the lists. */
function choicesOf(product: Product, idSku: number) {
  const sku = product.skUs?.find((candidate) => candidate.idSku === idSku);
  if (!sku) throw new Error(`No SKU ${idSku}`);
  const ids = new Set(sku.variations.map((variation) => variation.idVariation));
  return (product.availableReferences ?? []).map((reference) => {
    const variation = reference.variations.find((candidate) => ids.has(candidate.idVariation));
    return { reference: reference.name, idVariation: String(variation?.idVariation) };
  });
}

const tickOf = (name: string) =>
  screen.getByRole('checkbox', { name: `Adicionar ${name}` }) as HTMLInputElement;
const itemOf = (name: string) => tickOf(name).closest('li') as HTMLElement;
const amount = (key: 'subtotal' | 'discount' | 'total') =>
  (document.querySelector(`.vt-conjunct-products__amount[data-amount="${key}"]`) as HTMLElement).textContent;

function expectTotals(subTotal: number, discount: number, total: number) {
  expect(amount('subtotal')).toContain(formatPrice(subTotal));
  expect(amount('discount')).toContain(formatPrice(discount));
  expect(amount('total')).toContain(formatPrice(total));
}

describe('ConjunctProducts', () => {
  it('lists every conjunct item with its link, stock and price; the sold-out one cannot be ticked', async () => {
    const { store, product, soldOut, first } = setup();
    const { container } = renderWithStorefront(<ConjunctProducts product={product} />, { store });
    const section = screen.getByRole('region', { name: 'Monte seu conjunto' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: first.name }).getAttribute('href')).toBe(
      `/${first.urlFriendly}/produto/`,
    );
    const soldOutTick = tickOf(soldOut.name);
    expect(soldOutTick.disabled).toBe(true);
    expect(itemOf(soldOut.name).getAttribute('data-stock')).toBe('out');
    // The tick says why: its description is the item's stock line.
    expect(soldOutTick.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(soldOutTick.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Esgotado',
    );
    const firstTick = tickOf(first.name);
    expect(firstTick.disabled).toBe(false);
    expect(within(itemOf(first.name)).getByText('Em estoque')).toBeTruthy();
    expect(itemOf(first.name).textContent).toContain(formatPrice(first.price));
    expect(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }).hasAttribute('disabled')).toBe(true);
    expectTotals(0, 0, 0);
    await expectNoAxeViolations(container);
  });

  it('ticking adds each item to the totals and unticking takes it out again, down to R$ 0,00', async () => {
    const { store, product, soldOut, first, second } = setup();
    const { user, container } = renderWithStorefront(<ConjunctProducts product={product} />, { store });
    await user.click(tickOf(first.name));
    expect(tickOf(first.name).checked).toBe(true);
    expect(itemOf(first.name).hasAttribute('data-ticked')).toBe(true);
    expectTotals(first.price, 0, first.price);
    await user.click(tickOf(second.name));
    expectTotals(first.price + second.price, 0, first.price + second.price);
    expect(screen.getByRole('status', { name: 'Resumo do conjunto' }).textContent).toContain(
      '2 itens selecionados',
    );
    await expectNoAxeViolations(container);

    // Clicking the disabled sold-out tick changes nothing.
    await user.click(tickOf(soldOut.name));
    expect(tickOf(soldOut.name).checked).toBe(false);
    expectTotals(first.price + second.price, 0, first.price + second.price);

    await user.click(tickOf(first.name));
    expectTotals(second.price, 0, second.price);
    await user.click(tickOf(second.name));
    expectTotals(0, 0, 0);
    expect(screen.getByRole('status', { name: 'Resumo do conjunto' }).textContent).toContain(
      '0 itens selecionados',
    );
  });

  it('given a negative starting total, the totals never show below R$ 0,00', () => {
    const { store, product } = setup();
    renderWithStorefront(
      <ConjunctProducts product={product} base={{ subTotal: -50, discount: -10, total: -40 }} />,
      { store },
    );
    expectTotals(0, 0, 0);
    expect(amount('total')).not.toContain('-');
  });

  it('adding the ticked items puts each in the sandbox cart in one request', async () => {
    const { store, product, first, second } = setup();
    const { user, requests } = renderWithStorefront(<ConjunctProducts product={product} />, { store });
    await user.click(tickOf(first.name));
    await user.click(tickOf(second.name));
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    await waitFor(() => expect(store.inspect.cartLines()).toHaveLength(2));
    expect(requests('cart.addMassive')).toHaveLength(1);
    const lines = store.inspect.cartLines().map((line) => [line.idProduct, line.idSku, line.quantity]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [first.idProduct, first.skUs?.[0]?.idSku, 1],
        [second.idProduct, second.skUs?.[0]?.idSku, 1],
      ]),
    );
  });

  it('given an item with variations, a sold-out SKU disables its tick and an in-stock one enables it', async () => {
    const { store, product, shirt } = setupWithVariations();
    const { outOfStockSku, inStockSku } = sandboxFixtures.productWithVariations;
    const { user, container } = renderWithStorefront(<ConjunctProducts product={product} />, { store });
    const item = itemOf(shirt.name);
    for (const { reference, idVariation } of choicesOf(shirt, outOfStockSku))
      await user.selectOptions(within(item).getByLabelText(reference), idVariation);
    expect(tickOf(shirt.name).disabled).toBe(true);
    expect(item.getAttribute('data-stock')).toBe('out');
    expect(within(item).getByText('Esgotado')).toBeTruthy();
    await expectNoAxeViolations(container);

    for (const { reference, idVariation } of choicesOf(shirt, inStockSku))
      await user.selectOptions(within(item).getByLabelText(reference), idVariation);
    expect(tickOf(shirt.name).disabled).toBe(false);
    expect(item.getAttribute('data-stock')).toBe('in');
  });

  it('given a ticked item whose variation changes to a sold-out SKU, it is unticked and its price leaves the totals', async () => {
    const { store, product, shirt } = setupWithVariations();
    const { outOfStockSku, inStockSku } = sandboxFixtures.productWithVariations;
    const { user } = renderWithStorefront(<ConjunctProducts product={product} />, { store });
    const item = itemOf(shirt.name);
    for (const { reference, idVariation } of choicesOf(shirt, inStockSku))
      await user.selectOptions(within(item).getByLabelText(reference), idVariation);
    await user.click(tickOf(shirt.name));
    const price = shirt.skUs?.find((sku) => sku.idSku === inStockSku)?.price ?? Number.NaN;
    expect(amount('subtotal')).toContain(formatPrice(price));
    for (const { reference, idVariation } of choicesOf(shirt, outOfStockSku))
      await user.selectOptions(within(item).getByLabelText(reference), idVariation);
    expect(tickOf(shirt.name).checked).toBe(false);
    expectTotals(0, 0, 0);
  });

  it('from the keyboard: tick a promotion item and a chosen SKU, add them: the discount shows and both reach the cart', async () => {
    const { store, product, shirt, blouse } = setupWithVariations();
    const { inStockSku } = sandboxFixtures.productWithVariations;
    const { user, container } = renderWithStorefront(<ConjunctProducts product={product} />, { store });
    for (const { reference, idVariation } of choicesOf(shirt, inStockSku))
      await user.selectOptions(within(itemOf(shirt.name)).getByLabelText(reference), idVariation);

    const shirtTick = tickOf(shirt.name);
    shirtTick.focus();
    await user.keyboard(' ');
    expect(shirtTick.checked).toBe(true);
    const blouseTick = tickOf(blouse.name);
    for (let presses = 0; presses < 12 && document.activeElement !== blouseTick; presses++) await user.tab();
    expect(document.activeElement).toBe(blouseTick);
    await user.keyboard(' ');
    expect(blouseTick.checked).toBe(true);

    const shirtSku = shirt.skUs?.find((sku) => sku.idSku === inStockSku);
    const blouseSku = blouse.skUs?.find((sku) => sku.standard) ?? blouse.skUs?.[0];
    if (!shirtSku || !blouseSku) throw new Error('The sandbox products need their SKUs.');
    const paid = (sku: { price: number; pricePromotion?: number | null | undefined }) =>
      sku.pricePromotion && sku.pricePromotion < sku.price ? sku.pricePromotion : sku.price;
    const subTotal = shirtSku.price + blouseSku.price;
    const total = paid(shirtSku) + paid(blouseSku);
    expect(subTotal - total).toBeGreaterThan(0);
    expectTotals(subTotal, subTotal - total, total);
    await expectNoAxeViolations(container);

    const add = screen.getByRole('button', { name: 'Adicionar ao Carrinho' });
    for (let presses = 0; presses < 12 && document.activeElement !== add; presses++) await user.tab();
    expect(document.activeElement).toBe(add);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.inspect.cartLines()).toHaveLength(2));
    const lines = store.inspect.cartLines().map((line) => [line.idProduct, line.idSku, line.quantity]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [shirt.idProduct, inStockSku, 1],
        [blouse.idProduct, blouseSku.idSku, 1],
      ]),
    );
  });

  it('given a product without conjunct items, nothing renders', () => {
    const store = newStore();
    const { container } = renderWithStorefront(
      <ConjunctProducts product={detailOf(store, sandboxFixtures.simple.urlFriendly)} />,
      { store },
    );
    expect(container.innerHTML).toBe('');
  });

  it('given replaced texts, they show', () => {
    const { store, product, first } = setup();
    renderWithStorefront(
      <ConjunctProducts product={product} title="Escolha as peças" addToCart="Comprar" />,
      {
        store,
        providerProps: {
          messages: { ui: { conjunctProducts: { tick: (name: string) => `Incluir ${name}` } } },
        },
      },
    );
    expect(screen.getByRole('region', { name: 'Escolha as peças' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comprar' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: `Incluir ${first.name}` })).toBeTruthy();
  });
});
