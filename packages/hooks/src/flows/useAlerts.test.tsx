import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderHookWithStorefront, renderWithStorefront } from '../testing';
import { useAlerts } from './useAlerts';
import { useConjunct } from './useConjunct';

function AlertArea() {
  const { alerts, dismiss } = useAlerts();
  return (
    <div>
      {alerts.map((alert) => (
        <div key={alert.id} role={alert.kind === 'error' ? 'alert' : 'status'}>
          {alert.title}
          <button type="button" onClick={() => dismiss(alert.id)}>
            Fechar
          </button>
        </div>
      ))}
    </div>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useAlerts', () => {
  it('given an alert published on the bus, it shows and closes by itself after 5 s', async () => {
    vi.useFakeTimers();
    const { bus } = renderWithStorefront(<AlertArea />);
    act(() => bus.publish({ type: 'alert', kind: 'success', title: 'E-mail cadastrado com sucesso!' }));
    expect(screen.getByRole('status').textContent).toContain('E-mail cadastrado com sucesso!');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given an alert emitted by another flow hook, every alerts area of the provider shows it', () => {
    vi.useFakeTimers();
    const { result } = renderHookWithStorefront(() => {
      const first = useAlerts();
      const second = useAlerts();
      return { first, second };
    });
    act(() => result.current.first.show({ kind: 'error', title: 'Erro ao realizar o logout.' }));
    expect(result.current.first.alerts.map((a) => a.title)).toEqual(['Erro ao realizar o logout.']);
    expect(result.current.second.alerts).toBe(result.current.first.alerts);
  });

  it('given a conjunct item that cannot be ticked, its alert reaches the alerts area through the bus', async () => {
    vi.useFakeTimers();
    const { result } = renderHookWithStorefront(() => ({
      alerts: useAlerts(),
      kit: useConjunct({
        idProduct: 1,
        name: 'Conjunto',
        conjunctProducts: [{ idProduct: 2, name: 'Tampa', stock: 0, price: 10, skUs: [] }],
      } as never),
    }));
    act(() => result.current.kit.tick(2));
    expect(result.current.alerts.alerts.map((a) => [a.kind, a.title])).toEqual([['error', 'Esgotado']]);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.alerts.alerts).toEqual([]);
  });

  it('given the shopper closes a banner, it goes at once (and the area passes axe)', async () => {
    const { bus, user, container } = renderWithStorefront(<AlertArea />);
    act(() => bus.publish({ type: 'alert', kind: 'error', title: 'Erro ao cadastrar email!' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
