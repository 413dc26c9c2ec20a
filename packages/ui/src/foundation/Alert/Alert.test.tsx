import { act, fireEvent, screen } from '@testing-library/react';
import { useAlerts } from '@vitrine/hooks';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';
import { AlertRegion } from './AlertRegion';

afterEach(() => {
  vi.useRealTimers();
});

// Under fake timers, Testing Library's async wrapper waits on a real setTimeout that never fires (it only knows
// Jest's fake timers), so these tests drive the pointer and focus with synchronous events.
const fakeTimers = () => {
  vi.useFakeTimers();
  return {};
};
const pointerIn = (element: HTMLElement) => fireEvent.pointerOver(element);
const pointerOut = (element: HTMLElement) => fireEvent.pointerOut(element, { relatedTarget: document.body });

describe('Alert', () => {
  it('given a success banner, it is a status with its texts and closes by itself after 5 s', async () => {
    const onOpenChange = vi.fn();
    renderWithStorefront(
      <Alert
        kind="success"
        title="E-mail cadastrado com sucesso!"
        detail="Você receberá nossas ofertas."
        onOpenChange={onOpenChange}
      />,
      fakeTimers(),
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveAttribute('data-kind', 'success');
    expect(banner).toHaveTextContent('E-mail cadastrado com sucesso!');
    expect(banner).toHaveTextContent('Você receberá nossas ofertas.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given an error banner, it is an alert and "Fechar" closes it from the keyboard (axe clean)', async () => {
    const { user, container } = renderWithStorefront(
      <Alert
        kind="error"
        title="Erro ao cadastrar email!"
        detail="Ocorreu um erro ao adicionar seu email."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao cadastrar email!');
    await expectNoAxeViolations(container);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given the pointer or the focus on the banner, the countdown pauses and resumes with the time left', () => {
    renderWithStorefront(<Alert kind="info" title="Frete recalculado" />, fakeTimers());
    act(() => vi.advanceTimersByTime(3000));
    pointerIn(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveAttribute('data-paused', '');
    pointerOut(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Fechar' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Fechar' }).blur());
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given timeoutMs 0 it stays until closed; given a custom timeout it uses it', () => {
    renderWithStorefront(
      <>
        <Alert kind="info" title="Fica" timeoutMs={0} />
        <Alert kind="error" title="Limite do carrinho" timeoutMs={10_000} />
      </>,
      fakeTimers(),
    );
    act(() => vi.advanceTimersByTime(9999));
    expect(screen.getByRole('alert')).toHaveTextContent('Limite do carrinho');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Fica');
  });

  it('given a consumer close handler that prevents default, the banner stays', async () => {
    const { user } = renderWithStorefront(
      <Alert.Root kind="info" timeoutMs={0} closeLabel="Dispensar">
        <Alert.Title>Informação</Alert.Title>
        <Alert.Close onClick={(event) => event.preventDefault()} />
      </Alert.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'Dispensar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Informação');
  });
});

/** A page with the region and a button that raises a banner the way the flows do (through the bus). */
function Page(props: { title: string; timeoutMs?: number }) {
  const { show } = useAlerts();
  return (
    <>
      <button
        type="button"
        onClick={() => show({ kind: 'success', title: props.title, timeoutMs: props.timeoutMs })}
      >
        Avisar
      </button>
      <AlertRegion />
    </>
  );
}

describe('AlertRegion', () => {
  it('given alerts published on the bus by any flow, it shows them in order and they close after 5 s', async () => {
    const { bus, container } = renderWithStorefront(<AlertRegion />, fakeTimers());
    act(() => {
      bus.publish({
        type: 'alert',
        kind: 'success',
        title: 'Adicionado ao Carrinho!',
        detail: 'Produto adicionado no carrinho com sucesso!',
      });
      bus.publish({ type: 'alert', kind: 'error', title: 'Erro ao adicionar ao Carrinho!' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Produto adicionado no carrinho com sucesso!');
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao adicionar ao Carrinho!');
    expect(container.querySelector('.vt-alert-region')?.textContent).toMatch(/Adicionado.*Erro/);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given the shopper closes one banner, only that one goes (axe clean)', async () => {
    const { bus, user, container } = renderWithStorefront(<AlertRegion />);
    act(() => {
      bus.publish({ type: 'alert', kind: 'info', title: 'Primeiro' });
      bus.publish({ type: 'alert', kind: 'info', title: 'Segundo' });
    });
    await expectNoAxeViolations(container);
    await user.click(screen.getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
    expect(screen.getAllByRole('status').map((banner) => banner.textContent)).toEqual([
      expect.stringContaining('Segundo'),
    ]);
  });

  it('given a banner raised with useAlerts().show, the region shows it without calling the store', async () => {
    const { store, user } = renderWithStorefront(<Page title={sandboxFixtures.simple.name} />);
    await user.click(screen.getByRole('button', { name: 'Avisar' }));
    expect(screen.getByRole('status')).toHaveTextContent(sandboxFixtures.simple.name);
    expect(store.inspect.requests()).toHaveLength(0);
  });

  it('given the pointer rests on the region, a banner whose delay ran out stays, then gets a full delay', () => {
    renderWithStorefront(<Page title="Cupom aplicado" />, fakeTimers());
    fireEvent.click(screen.getByRole('button', { name: 'Avisar' }));
    pointerIn(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByRole('status')).toHaveTextContent('Cupom aplicado');
    pointerOut(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given a held banner closed with "Fechar", it goes at once', () => {
    renderWithStorefront(<Page title="Aviso" />, fakeTimers());
    fireEvent.click(screen.getByRole('button', { name: 'Avisar' }));
    const close = screen.getByRole('button', { name: 'Fechar' });
    pointerIn(close);
    act(() => vi.advanceTimersByTime(8000));
    fireEvent.click(close);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
