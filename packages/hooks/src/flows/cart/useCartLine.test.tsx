import { act, waitFor } from '@testing-library/react';
import type { CartItem } from '@vitrine/core';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../../testing';
import { useCart } from '../useCart';
import { cartSelectors } from './cartSelectors';
import { useCartLine } from './useCartLine';

const { simple, productWithVariations } = sandboxFixtures;

function prefill(store: SandboxStore, idProduct: number, idSku: number | null, quantity: number) {
  const reply = store.call('cart.add', { json: { idProduct, idSku, quantity, isRecurrent: false } });
  if (reply.status !== 200) throw new Error('The sandbox refused the prefilled cart line.');
}

/** The first line of the cart and that line's flow, as a line component reads them. */
function useFirstLine() {
  const { lines } = useCart(cartSelectors.lines);
  const line = lines[0];
  return { lines, item: useCartLineOrNull(line) };
}

function useCartLineOrNull(line: CartItem | undefined) {
  // A stand-in line keeps the hook's call order while the cart loads; its result is never read then.
  return useCartLine(line ?? ({ idCartItem: -1, name: '', price: 0, quantity: 1, stock: 1 } as CartItem));
}

describe('useCartLine', () => {
  it('given a line in the sandbox cart, it gives its name, link, prices and a quantity control capped at stock', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 2);
    const { result } = renderHookWithStorefront(useFirstLine, { store: storefront.store });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    const { item } = result.current;
    const line = result.current.lines[0] as CartItem;
    expect(item.name).toBe(simple.name);
    expect(item.href).toBe(line.urlProduct ?? undefined);
    expect(item.price).toBe(line.price);
    expect(item.outOfStock).toBe(false);
    expect(item.error).toBeUndefined();
    expect(item.getQuantityProps()).toMatchObject({ value: 2, stock: line.stock, disabled: false });
    expect(item.getLineProps()).toEqual({
      'data-stock': undefined,
      'data-error': undefined,
      'aria-describedby': undefined,
    });
  });

  it('given a product with variations, it names them as "Reference: Variation" joined by " / "', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, productWithVariations.idProduct, productWithVariations.idSku, 1);
    const { result } = renderHookWithStorefront(useFirstLine, { store: storefront.store });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    const line = result.current.lines[0] as CartItem;
    const expected = (line.cartItemVariations ?? [])
      .map((variation) => `${variation.nameReference}: ${variation.nameVariation}`)
      .join(' / ');
    expect(expected).not.toBe('');
    expect(result.current.item.variations).toBe(expected);
  });

  it('given the quantity props changed above stock, the sandbox gets the stock and the line a notice, not an error', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 1);
    const { result } = renderHookWithStorefront(useFirstLine, { store: storefront.store });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    const stock = (result.current.lines[0] as CartItem).stock;
    act(() => result.current.item.getQuantityProps().onValueChange(stock + 5));
    await waitFor(() => expect(storefront.store.inspect.cartLines()[0]?.quantity).toBe(stock));
    expect(result.current.item.notice).toBe(`Temos apenas ${stock} em estoque.`);
    expect(result.current.item.error).toBeUndefined();
    expect(result.current.item.getNoticeProps()).toEqual({ role: 'status' });
  });

  it('given a remove the server fails, the line comes back with the error its props describe it by', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 1);
    storefront.store.faults.inject({
      operation: 'cart.deleteItem',
      status: 500,
      message: 'Falha ao remover o produto.',
      times: 1,
    });
    const { result } = renderHookWithStorefront(useFirstLine, { store: storefront.store });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    const remove = result.current.item.getRemoveProps();
    expect(remove.type).toBe('button');
    act(() => remove.onClick(new MouseEvent('click') as never));
    await waitFor(() => expect(result.current.item.error).toBe('Falha ao remover o produto.'));
    expect(result.current.lines).toHaveLength(1);
    const errorProps = result.current.item.getErrorProps();
    expect(errorProps.role).toBe('alert');
    expect(result.current.item.getLineProps()).toMatchObject({
      'data-error': '',
      'aria-describedby': errorProps.id,
    });
    expect(storefront.store.inspect.cartLines()).toHaveLength(1);
  });

  it('given a consumer onClick that calls preventDefault, the remove props keep the line', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 1);
    const { result } = renderHookWithStorefront(useFirstLine, { store: storefront.store });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    const event = new MouseEvent('click', { cancelable: true });
    const remove = result.current.item.getRemoveProps({ onClick: (clicked) => clicked.preventDefault() });
    act(() => remove.onClick(event as never));
    expect(result.current.lines).toHaveLength(1);
    expect(storefront.store.inspect.cartLines()).toHaveLength(1);
  });
});
