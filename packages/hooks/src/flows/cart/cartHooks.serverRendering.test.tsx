// @vitest-environment node
import { type CartItem, createStoreClient, createStorefrontBus } from '@vitrine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontProvider } from '../../provider/StorefrontProvider';
import { useCartLine } from './useCartLine';
import { useFreightCalculator } from './useFreightCalculator';

const line = {
  idCartItem: 7,
  idProduct: 1,
  name: 'Panela de Pressão Inox 6 Litros',
  price: 199.9,
  quantity: 2,
  stock: 5,
} as CartItem;

function Sheet() {
  const item = useCartLine(line);
  const freight = useFreightCalculator();
  return (
    <>
      <ul>
        <li {...item.getLineProps()}>
          {item.name}
          <button {...item.getRemoveProps()}>Remover</button>
        </li>
      </ul>
      <form {...freight.getFormProps()}>
        <h3 {...freight.getTitleProps()}>Calcular frete</h3>
        <p>{`calculando:${freight.calculating}`}</p>
      </form>
    </>
  );
}

describe('cart line and freight hooks on the server (no window, no document)', () => {
  it('render a line and the calculator with their ids tied, without touching browser globals', () => {
    expect(typeof window).toBe('undefined');
    const client = createStoreClient({
      baseUrl: 'http://sandbox.test',
      fetch: async () => new Response('{}'),
    });
    const consoleError = vi.spyOn(console, 'error');
    const html = renderToString(
      <StorefrontProvider client={client} bus={createStorefrontBus()}>
        <Sheet />
      </StorefrontProvider>,
    );
    expect(html).toContain('Panela de Pressão Inox 6 Litros');
    expect(html).toContain('type="button"');
    expect(html).toContain('calculando:false');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeDefined();
    expect(html).toContain(`<h3 id="${labelledBy}"`);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
