import { act, screen, waitFor, within } from '@testing-library/react';
import {
  type ProductDetail as ProductDetailData,
  productDetailSchema,
  type StorefrontEvent,
} from '@vitrine/core';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartCount } from '../CartCount/CartCount';
import { AlertRegion } from '../foundation/Alert/AlertRegion';
import { ProductDetail, ProductDetailBuyBox } from './ProductDetail';
import { useProductDetailContext } from './productDetailContext';

const { productWithVariations, priceOnRequest, conjunct, simple } = sandboxFixtures;

/** A fresh sandbox store and one of its products as the detail page receives it. */
function detailOf(urlFriendly: string): { store: SandboxStore; product: ProductDetailData } {
  const { store } = createTestStorefront();
  const reply = store.call('catalogue.productDetail', { params: { urlFriendly } });
  if (reply.status !== 200) throw new Error(`The sandbox has no product "${urlFriendly}".`);
  return { store, product: productDetailSchema.parse(reply.body) };
}

/**
 * Waits for the page's first cart reads: a test that ends sooner would leave them to reach the sandbox after
 * its handlers are gone.
 */
let settleCurrent: (() => Promise<void>) | undefined;
afterEach(async () => {
  await settleCurrent?.();
  settleCurrent = undefined;
});

/** Renders `ui` with the page's alert banners, recording every bus event; navigation goes to a spy. */
function renderPage(ui: ReactNode, store: SandboxStore) {
  const navigate = vi.fn();
  const result = renderWithStorefront(
    <>
      {ui}
      <AlertRegion />
    </>,
    { store, providerProps: { navigate } },
  );
  settleCurrent = () =>
    waitFor(() => {
      const paths = result.requests().map((request) => request.pathname);
      expect(result.requests('cart.get')).not.toHaveLength(0);
      expect(paths.some((path) => path.endsWith('CepPreCheckout'))).toBe(true);
      expect(paths.some((path) => path.endsWith('ShippingPreCheckout'))).toBe(true);
    });
  const events: StorefrontEvent[] = [];
  result.bus.subscribe('*', (event) => events.push(event));
  return { ...result, navigate, events };
}

/**
 * Presses an arrow key as a person does: Radix moves the focus just after the keydown and checks the radio it
 * lands on while the key is still down.
 */
async function press(user: ReturnType<typeof renderWithStorefront>['user'], key: string) {
  await user.keyboard(`{${key}>}`);
  await user.keyboard(`{/${key}}`);
}

/** Stands for the page's image gallery, which follows the chosen SKU. */
function GalleryProbe() {
  const { product, idSku } = useProductDetailContext();
  return <output aria-label="Galeria">{`${product.idProduct}:${idSku}`}</output>;
}

const radioGroup = (name: string) => screen.getByRole('radiogroup', { name });
const checkedIn = (name: string) =>
  within(radioGroup(name))
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.getAttribute('aria-label'));

describe('ProductDetail', () => {
  it('given a product with colour and size, it opens on the standard SKU and renders name, code, price and stock', async () => {
    const { store, product } = detailOf(productWithVariations.urlFriendly);
    const { container } = renderPage(<ProductDetailBuyBox product={product} />, store);

    expect(screen.getByRole('heading', { level: 1, name: productWithVariations.name })).toBeInTheDocument();
    expect(screen.getByText('Código: VT1018-2')).toBeInTheDocument();
    expect(checkedIn('Cor')).toEqual(['Branco']);
    expect(checkedIn('Tamanho')).toEqual(['M']);
    expect(container.querySelector('.vt-price__current')).toHaveTextContent('R$ 89,90');
    expect(container.querySelector('.vt-product-detail__stock')).toHaveTextContent('Pronta entrega');
    expect(screen.getByRole('link', { name: 'Urbano Jeans' })).toHaveAttribute('href', '/urbano/m');
    expect(screen.getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comprar com 1 clique' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avise-me quando chegar' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('when the shopper picks a colour then a size, the price, the stock and the SKU code follow the chosen SKU', async () => {
    const { store, product } = detailOf(productWithVariations.urlFriendly);
    // A promotion on Preto/G so the price visibly changes with the choice.
    const pretoG = 101807;
    const priced: ProductDetailData = {
      ...product,
      skUs: product.skUs?.map((sku) => (sku.idSku === pretoG ? { ...sku, pricePromotion: 79.9 } : sku)),
    };
    const { user, container } = renderPage(<ProductDetailBuyBox product={priced} />, store);

    await user.click(within(radioGroup('Cor')).getByRole('radio', { name: 'Preto' }));
    expect(screen.getByText('Código: VT1018-6')).toBeInTheDocument();
    await user.click(within(radioGroup('Tamanho')).getByRole('radio', { name: 'G' }));

    expect(checkedIn('Cor')).toEqual(['Preto']);
    expect(checkedIn('Tamanho')).toEqual(['G']);
    expect(screen.getByText('Código: VT1018-7')).toBeInTheDocument();
    expect(container.querySelector('.vt-price__current')).toHaveTextContent('R$ 79,90');
    expect(container.querySelector('.vt-price__original')).toHaveTextContent('R$ 89,90');
    expect(container.querySelector('.vt-price__discount')).toHaveTextContent('11% OFF');

    // Preto/G holds 11 units: more is capped, said in the stock's live region.
    const quantity = screen.getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(quantity);
    await user.type(quantity, '50{Enter}');
    expect(quantity).toHaveValue(11);
    const stock = container.querySelector('.vt-product-detail__stock');
    expect(stock).toHaveAttribute('role', 'status');
    expect(stock).toHaveTextContent('Temos apenas 11 itens em estoque');
    await expectNoAxeViolations(container);
  });

  it('given a combination that does not exist, choosing it rebuilds the choices from the first SKU with that variation', async () => {
    const { store, product } = detailOf(productWithVariations.urlFriendly);
    const { user } = renderPage(<ProductDetailBuyBox product={product} />, store);

    await user.click(within(radioGroup('Cor')).getByRole('radio', { name: 'Azul Marinho' }));
    const gg = within(radioGroup('Tamanho')).getByRole('radio', {
      name: 'GG (indisponível nesta combinação)',
    });
    expect(gg).toHaveAttribute('data-unavailable');
    await user.click(gg);

    expect(checkedIn('Cor')).toEqual(['Branco']);
    expect(checkedIn('Tamanho')).toEqual(['GG']);
    expect(screen.getByText('Código: VT1018-4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeInTheDocument();
  });

  it('given a reference without a choice, buying says the spec’s missing-variation message and adds nothing', async () => {
    const { store, product } = detailOf(productWithVariations.urlFriendly);
    // An engraving option no SKU carries: the initial SKU leaves it unchosen.
    const withEngraving: ProductDetailData = {
      ...product,
      availableReferences: [
        ...(product.availableReferences ?? []),
        {
          idReference: 9,
          name: 'Gravação',
          ordinationOfReferences: 3,
          referenceType: 'Texto',
          variations: [{ idVariation: 900, name: 'Com nome', displayOrder: 1 }],
        },
      ],
    };
    const { user, container, events } = renderPage(<ProductDetailBuyBox product={withEngraving} />, store);
    expect(container.querySelector('.vt-product-detail')).toHaveAttribute('data-area', 'incomplete');
    expect(checkedIn('Gravação')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));

    expect(await screen.findByText('Selecione as variações do produto para compra-lo.')).toBeInTheDocument();
    expect(events.filter((event) => event.type === 'cart.add')).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('when the shopper buys, it publishes cart.add and the cart gets the line', async () => {
    const { store, product } = detailOf(productWithVariations.urlFriendly);
    const { user, events } = renderPage(
      <>
        <CartCount />
        <ProductDetailBuyBox product={product} />
      </>,
      store,
    );
    await user.click(within(radioGroup('Tamanho')).getByRole('radio', { name: 'G' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));

    expect(events.filter((event) => event.type === 'cart.add')).toEqual([
      { type: 'cart.add', idProduct: product.idProduct, idSku: 101803, quantity: 2 },
    ]);
    expect(await screen.findByText('Adicionado ao Carrinho!')).toBeInTheDocument();
    await waitFor(() =>
      expect(store.inspect.cartLines()).toEqual([expect.objectContaining({ idSku: 101803, quantity: 2 })]),
    );
    expect(await screen.findByRole('button', { name: '2 itens no carrinho' })).toBeInTheDocument();
  });

  it('given units of the SKU already in the cart, a quantity above what is left says so with the cart’s units', async () => {
    const { store, product } = detailOf(productWithVariations.urlFriendly);
    store.call('cart.add', {
      json: {
        idProduct: product.idProduct,
        idSku: productWithVariations.inStockSku,
        quantity: 20,
        isRecurrent: false,
      },
    });
    const { user, container, events } = renderPage(
      <>
        <CartCount />
        <ProductDetailBuyBox product={product} />
      </>,
      store,
    );
    await screen.findByRole('button', { name: '20 itens no carrinho' });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(quantity);
    await user.type(quantity, '5{Enter}');

    expect(container.querySelector('.vt-product-detail__stock')).toHaveTextContent(
      'Temos apenas 22 itens em estoque, e já existem 20 unidades deste produto no carrinho.',
    );
    expect(quantity).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(events.filter((event) => event.type === 'cart.add')).toEqual([
      {
        type: 'cart.add',
        idProduct: product.idProduct,
        idSku: productWithVariations.inStockSku,
        quantity: 2,
      },
    ]);
  });

  it('given a sold-out SKU, the buy button becomes ‘Avise-me quando chegar’, and an in-stock choice brings it back', async () => {
    const { store, product } = detailOf(productWithVariations.urlFriendly);
    const { user, container, events } = renderPage(<ProductDetailBuyBox product={product} />, store);

    await user.click(within(radioGroup('Cor')).getByRole('radio', { name: 'Preto' }));
    const small = within(radioGroup('Tamanho')).getByRole('radio', { name: 'P (esgotado)' });
    expect(small).toHaveAttribute('data-stock', 'out');
    await user.click(small);

    expect(screen.queryByRole('button', { name: 'Adicionar ao Carrinho' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Comprar com 1 clique' })).toBeNull();
    expect(container.querySelector('.vt-product-detail__stock')).toHaveTextContent('Esgotado');
    expect(container.querySelector('.vt-product-detail')).toHaveAttribute('data-stock', 'out');
    expect(screen.getByRole('spinbutton', { name: 'Quantidade' })).toBeDisabled();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Avise-me quando chegar' }));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'alertMe.open',
        product: expect.objectContaining({
          idProduct: product.idProduct,
          idSku: productWithVariations.outOfStockSku,
        }),
      }),
    );

    await user.click(within(radioGroup('Tamanho')).getByRole('radio', { name: 'M' }));
    expect(screen.queryByRole('button', { name: 'Avise-me quando chegar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeInTheDocument();
    expect(events.at(-1)).toEqual({ type: 'alertMe.close' });
    await expectNoAxeViolations(container);
  });

  it('given a bundle, it is sold out only when every component is', async () => {
    const { store, product } = detailOf(conjunct.urlFriendly);
    const allOut: ProductDetailData = {
      ...product,
      idProduct: product.idProduct + 100_000,
      conjunctProducts: product.conjunctProducts?.map((component) => ({ ...component, stock: 0 })),
    };
    const { container, requests } = renderPage(
      <>
        <ProductDetailBuyBox product={product} trackView={false} data-testid="some-in-stock" />
        <ProductDetailBuyBox product={allOut} trackView={false} data-testid="all-out" />
      </>,
      store,
    );
    const someInStock = screen.getByTestId('some-in-stock');
    expect(within(someInStock).getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeInTheDocument();
    const allOutBox = screen.getByTestId('all-out');
    expect(within(allOutBox).getByRole('button', { name: 'Avise-me quando chegar' })).toBeInTheDocument();
    expect(within(allOutBox).queryByRole('button', { name: 'Adicionar ao Carrinho' })).toBeNull();
    await waitFor(() => expect(requests('cart.get')).not.toHaveLength(0));
    expect(container.querySelectorAll('[data-area="sold-out"]')).toHaveLength(1);
  });

  it('given a product sold on request, it shows ‘Sob Consulta’ and the budget button publishes quote.open', async () => {
    const { store, product } = detailOf(priceOnRequest.urlFriendly);
    const { user, container, events } = renderPage(<ProductDetailBuyBox product={product} />, store);

    expect(container.querySelector('.vt-price__current')).toHaveTextContent('Sob Consulta');
    expect(screen.queryByRole('button', { name: 'Adicionar ao Carrinho' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Quantidade' })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Solicitar Orçamento' }));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'quote.open',
        products: [expect.objectContaining({ idProduct: product.idProduct })],
      }),
    );
  });

  it('when the shopper buys with one click, the line is added and the page goes to /checkout/payment after the delay', async () => {
    const { store, product } = detailOf(simple.urlFriendly);
    const { user, navigate, events } = renderPage(<ProductDetailBuyBox product={product} />, store);

    await user.click(screen.getByRole('button', { name: 'Comprar com 1 clique' }));

    expect(events).toContainEqual(
      expect.objectContaining({ type: 'cart.buyNow', idProduct: product.idProduct, quantity: 1 }),
    );
    await waitFor(() => expect(store.inspect.cartLines()).toHaveLength(1));
    expect(navigate).not.toHaveBeenCalledWith('/checkout/payment');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/payment'), { timeout: 3000 });
  });

  it('from the keyboard, arrow keys move the choice within a group and Tab goes to the next group', async () => {
    const { store, product } = detailOf(productWithVariations.urlFriendly);
    const { user } = renderPage(<ProductDetailBuyBox product={product} />, store);

    const white = within(radioGroup('Cor')).getByRole('radio', { name: 'Branco' });
    act(() => white.focus());
    await press(user, 'ArrowRight');
    const black = within(radioGroup('Cor')).getByRole('radio', { name: 'Preto' });
    expect(black).toHaveFocus();
    expect(checkedIn('Cor')).toEqual(['Preto']);
    expect(screen.getByText('Código: VT1018-6')).toBeInTheDocument();

    await press(user, 'ArrowLeft');
    expect(checkedIn('Cor')).toEqual(['Branco']);

    await user.tab();
    expect(within(radioGroup('Tamanho')).getByRole('radio', { name: 'M' })).toHaveFocus();
    await press(user, 'ArrowRight');
    expect(checkedIn('Tamanho')).toEqual(['G']);
    expect(screen.getByText('Código: VT1018-3')).toBeInTheDocument();
  });

  it('composed from parts, another widget follows the chosen SKU through useProductDetailContext', async () => {
    const { store, product } = detailOf(productWithVariations.urlFriendly);
    const { user } = renderPage(
      <ProductDetail.Root product={product}>
        <GalleryProbe />
        <ProductDetail.Name />
        <ProductDetail.Variations />
        <ProductDetail.Buy label="Comprar" />
      </ProductDetail.Root>,
      store,
    );
    expect(screen.getByRole('status', { name: 'Galeria' })).toHaveTextContent(`${product.idProduct}:101802`);
    await user.click(within(radioGroup('Cor')).getByRole('radio', { name: 'Azul Marinho' }));
    expect(screen.getByRole('status', { name: 'Galeria' })).toHaveTextContent(`${product.idProduct}:101810`);
    expect(screen.getByRole('button', { name: 'Comprar' })).toBeInTheDocument();
  });

  it('outside a Root, a part names the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithStorefront(<ProductDetail.Buy />)).toThrow(
      '<ProductDetail.Buy> must be used inside <ProductDetail.Root>.',
    );
  });
});
