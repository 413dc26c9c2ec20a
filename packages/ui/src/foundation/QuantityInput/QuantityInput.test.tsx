import { act, screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './QuantityInput';
import { QUANTITY_TYPING_PAUSE_MS } from './useQuantityInput';

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

/**
 * Fake timers that move only when the test says, and a user session on them. Testing Library's async wrapper
 * waits on a `setTimeout(0)` and advances it only for a `jest` global: give it one that drives vitest's clock.
 */
function typingClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return { userOptions: { advanceTimers: vi.advanceTimersByTime, delay: null } };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('QuantityInput, typing', () => {
  it('given "25" typed, one change of 25 is reported after a 500 ms pause, none before', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithStorefront(<QuantityInput onValueChange={onValueChange} />, typingClock());
    await user.clear(field());
    await user.type(field(), '2,5');
    expect(field()).toHaveValue(25);
    act(() => vi.advanceTimersByTime(QUANTITY_TYPING_PAUSE_MS - 1));
    expect(onValueChange.mock.calls).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(onValueChange.mock.calls).toEqual([[25]]);
    act(() => vi.advanceTimersByTime(QUANTITY_TYPING_PAUSE_MS * 2));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('given a pause between two keys shorter than 500 ms, only the whole number is reported', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithStorefront(<QuantityInput onValueChange={onValueChange} />, typingClock());
    await user.clear(field());
    await user.type(field(), '1');
    act(() => vi.advanceTimersByTime(QUANTITY_TYPING_PAUSE_MS - 100));
    await user.type(field(), '2');
    act(() => vi.advanceTimersByTime(QUANTITY_TYPING_PAUSE_MS));
    expect(onValueChange.mock.calls).toEqual([[12]]);
  });

  it('given Enter or focus leaving, the typed quantity is reported at once, once', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithStorefront(<QuantityInput onValueChange={onValueChange} />, typingClock());
    await user.clear(field());
    await user.type(field(), '14{Enter}');
    expect(onValueChange.mock.calls).toEqual([[14]]);
    await user.clear(field());
    await user.type(field(), '3');
    await user.tab();
    expect(onValueChange.mock.calls).toEqual([[14], [3]]);
    act(() => vi.advanceTimersByTime(QUANTITY_TYPING_PAUSE_MS * 2));
    expect(onValueChange).toHaveBeenCalledTimes(2);
  });

  it('given + and − pressed, each step is reported at once, without waiting for a pause', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithStorefront(
      <QuantityInput defaultValue={2} onValueChange={onValueChange} />,
      typingClock(),
    );
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(onValueChange.mock.calls).toEqual([[3]]);
    await user.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
    expect(onValueChange.mock.calls).toEqual([[3], [2]]);
  });

  it('given a typed quantity then the up arrow before the pause ends, one step from what was typed is reported', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithStorefront(<QuantityInput onValueChange={onValueChange} />, typingClock());
    await user.clear(field());
    await user.type(field(), '8{ArrowUp}');
    act(() => vi.advanceTimersByTime(QUANTITY_TYPING_PAUSE_MS * 2));
    expect(onValueChange.mock.calls).toEqual([[9]]);
    expect(field()).toHaveValue(9);
  });
});

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
    await user.type(field(), '10000{Enter}');
    expect(field()).toHaveValue(7);
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
    await user.tab();
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
