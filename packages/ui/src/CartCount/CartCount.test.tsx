import { act, screen, waitFor } from '@testing-library/react';
import type { StorefrontEvent } from '@vitrine/core';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { CartCount } from './CartCount';

const { simple } = sandboxFixtures;

describe('CartCount', () => {
  it('given a slow cart, it is named "Carrinho" and marked loading, then says how many items the cart holds', async () => {
    const { store, container } = renderWithStorefront(<CartCount />, {
      storeOptions: { latency: 60 },
    });
    store.call('cart.add', {
      json: { idProduct: simple.idProduct, idSku: null, quantity: 3, isRecurrent: false },
    });
    const button = screen.getByRole('button', { name: 'Carrinho' });
    expect(button).toHaveAttribute('data-loading', '');
    expect(await screen.findByRole('button', { name: '3 itens no carrinho' })).toHaveTextContent('3');
    expect(button).not.toHaveAttribute('data-loading');
    await expectNoAxeViolations(container);
  });

  it('given an empty cart, it says 0 itens and marks itself empty; one item reads in the singular', async () => {
    const { bus } = renderWithStorefront(<CartCount />);
    const button = await screen.findByRole('button', { name: '0 itens no carrinho' });
    expect(button).toHaveAttribute('data-empty', '');
    act(() => bus.publish({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 }));
    expect(await screen.findByRole('button', { name: '1 item no carrinho' })).not.toHaveAttribute(
      'data-empty',
    );
  });

  it('given the cart read fails, it shows "?" named as unknown, never 0, and no alert (load errors are silent)', async () => {
    const { store, container } = renderWithStorefront(<CartCount />);
    store.faults.inject({ operation: 'cart.get', status: 500, message: 'Erro.', times: 20 });
    const button = await screen.findByRole('button', {
      name: 'Carrinho: quantidade de itens indisponível no momento',
    });
    expect(button).toHaveTextContent('?');
    expect(button).toHaveAttribute('data-unknown', '');
    expect(button).not.toHaveAttribute('data-empty');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given the first read fails once, the retry shows the real count', async () => {
    const { store } = renderWithStorefront(<CartCount />);
    store.faults.inject({ operation: 'cart.get', status: 500, message: 'Erro.', times: 1 });
    expect(
      await screen.findByRole('button', { name: '0 itens no carrinho' }, { timeout: 3000 }),
    ).not.toHaveAttribute('data-unknown');
  });

  it('given a click, it publishes cart.view for the page’s cart preview; a consumer’s preventDefault cancels it', async () => {
    const views: StorefrontEvent[] = [];
    const { user, bus, rerender } = renderWithStorefront(<CartCount />);
    bus.subscribe('cart.view', (event) => views.push(event));
    await user.click(await screen.findByRole('button', { name: '0 itens no carrinho' }));
    expect(views).toEqual([{ type: 'cart.view' }]);
    rerender(<CartCount onClick={(event) => event.preventDefault()} label={(n) => `Sacola com ${n}`} />);
    await user.click(screen.getByRole('button', { name: 'Sacola com 0' }));
    expect(views).toHaveLength(1);
  });

  it('given texts from the provider, it uses them', async () => {
    renderWithStorefront(<CartCount />, {
      providerProps: { messages: { ui: { cartCount: { label: (n: number) => `${n} na sacola` } } } },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '0 na sacola' })).toBeInTheDocument());
  });
});
