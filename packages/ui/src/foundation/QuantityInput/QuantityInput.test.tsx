import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './QuantityInput';

const field = () => screen.getByRole('spinbutton', { name: 'Quantidade' });

function stockOf(fixture: { idProduct: number }): number {
  const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
  const product = store.data.products.find((p) => p.idProduct === fixture.idProduct);
  if (!product) throw new Error('fixture missing from the sandbox catalogue');
  return product.stock;
}

/** A parent that holds the quantity and refuses more than 5. */
function Controlled() {
  const [quantity, setQuantity] = useState(4);
  return (
    <>
      <QuantityInput value={quantity} onValueChange={(next) => setQuantity(Math.min(next, 5))} />
      <output>{quantity}</output>
    </>
  );
}

describe('QuantityInput', () => {
  it('starts at 1 in a labelled group, with − disabled, and passes axe', async () => {
    const { container } = renderWithStorefront(<QuantityInput />);
    expect(screen.getByRole('group', { name: 'Quantidade' })).toBeInTheDocument();
    expect(field()).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Diminuir quantidade' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aumentar quantidade' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('given clicks and arrow keys, the quantity steps and every change is reported', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithStorefront(<QuantityInput defaultValue={2} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(field()).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
    await user.click(field());
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(field()).toHaveValue(3);
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([3, 2, 3, 4, 3]);
  });

  it('given the keys e, comma and period, nothing is typed', async () => {
    const { user } = renderWithStorefront(<QuantityInput />);
    await user.clear(field());
    await user.type(field(), '1e,.2');
    expect(field()).toHaveValue(12);
  });

  it('given a value above 9999, it reverts to the previous quantity and announces the range message', async () => {
    const { user } = renderWithStorefront(<QuantityInput defaultValue={7} />);
    await user.clear(field());
    await user.type(field(), '10000');
    expect(field()).toHaveValue(1000);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Por favor, digite um valor entre 1 e 9999');
    expect(field()).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByRole('group')).toHaveAttribute('data-error', '');
  });

  it('given an emptied field, it settles to 1 when focus leaves, without a message', async () => {
    const { user } = renderWithStorefront(<QuantityInput defaultValue={5} />);
    await user.clear(field());
    expect(field()).toHaveValue(null);
    await user.tab();
    expect(field()).toHaveValue(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(field()).not.toHaveAttribute('aria-describedby');
  });

  it('given a stock, a typed quantity above it is reduced to the stock with the card message', async () => {
    const stock = stockOf(sandboxFixtures.simple);
    const { user } = renderWithStorefront(<QuantityInput stock={stock} />);
    await user.clear(field());
    await user.type(field(), String(stock + 5));
    expect(field()).toHaveValue(stock);
    expect(screen.getByRole('alert')).toHaveTextContent(`Temos apenas ${stock} em estoque.`);
  });

  it('given the detail context, + at the stock keeps the value and says how many items there are', async () => {
    const { user } = renderWithStorefront(<QuantityInput stock={2} defaultValue={2} stockContext="detail" />);
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(field()).toHaveValue(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Temos apenas 2 itens em estoque');
  });

  it('given no stock, every control is disabled and the group is marked out of stock', async () => {
    const { container } = renderWithStorefront(<QuantityInput stock={0} />);
    expect(screen.getByRole('group')).toHaveAttribute('data-stock', 'out');
    expect(field()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aumentar quantidade' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('given a controlled value, it shows what the parent holds', async () => {
    const { user } = renderWithStorefront(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(field()).toHaveValue(5);
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });

  it('given a consumer handler that prevents default, the built-in step does not run', async () => {
    const { user } = renderWithStorefront(
      <QuantityInput.Root label="Qtd.">
        <QuantityInput.Label />
        <QuantityInput.Input />
        <QuantityInput.Increment onClick={(event) => event.preventDefault()} />
      </QuantityInput.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(screen.getByRole('spinbutton', { name: 'Qtd.' })).toHaveValue(1);
  });

  it('given provider texts, the label and button names follow them', () => {
    renderWithStorefront(<QuantityInput />, {
      providerProps: { messages: { ui: { quantityInput: { label: 'Qtde', increment: 'Mais um' } } } },
    });
    expect(screen.getByRole('spinbutton', { name: 'Qtde' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mais um' })).toBeInTheDocument();
  });
});
