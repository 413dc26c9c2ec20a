import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { alertsMachine } from './alertsMachine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const start = (input?: { defaultTimeoutMs?: number }) => createActor(alertsMachine, { input }).start();
const titles = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.alerts.map((a) => a.title);

describe('alertsMachine', () => {
  it('given an alert a flow machine emitted, it shows it exactly as emitted', () => {
    const actor = start();
    actor.send({
      type: 'alert',
      kind: 'error',
      title: 'Erro ao cadastrar email!',
      detail: 'Ocorreu um erro ao adicionar seu email.',
    });
    expect(actor.getSnapshot().context.alerts).toEqual([
      {
        id: 'alert-1',
        kind: 'error',
        title: 'Erro ao cadastrar email!',
        detail: 'Ocorreu um erro ao adicionar seu email.',
        timeoutMs: 5000,
        serial: 1,
      },
    ]);
  });

  it('given an alert, it closes by itself after exactly 5000 ms', () => {
    const actor = start();
    actor.send({ type: 'alert', kind: 'success', title: 'E-mail cadastrado com sucesso!' });
    vi.advanceTimersByTime(4999);
    expect(titles(actor)).toEqual(['E-mail cadastrado com sucesso!']);
    vi.advanceTimersByTime(1);
    expect(titles(actor)).toEqual([]);
  });

  it('given a cart-limit error with its own 10000 ms, it stays until then', () => {
    const actor = start();
    actor.send({ type: 'alert.show', kind: 'error', title: 'Valor mínimo não atingido', timeoutMs: 10_000 });
    vi.advanceTimersByTime(9999);
    expect(titles(actor)).toEqual(['Valor mínimo não atingido']);
    vi.advanceTimersByTime(1);
    expect(titles(actor)).toEqual([]);
  });

  it('given several alerts, each closes on its own timer, oldest first in the queue', () => {
    const actor = start();
    actor.send({ type: 'alert', kind: 'info', title: 'primeiro' });
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'alert', kind: 'info', title: 'segundo' });
    expect(titles(actor)).toEqual(['primeiro', 'segundo']);
    vi.advanceTimersByTime(3000);
    expect(titles(actor)).toEqual(['segundo']);
    vi.advanceTimersByTime(2000);
    expect(titles(actor)).toEqual([]);
  });

  it('given a dismissed alert, it closes at once and the others stay', () => {
    const actor = start();
    actor.send({ type: 'alert', kind: 'info', title: 'primeiro' });
    actor.send({ type: 'alert', kind: 'info', title: 'segundo' });
    actor.send({ type: 'alert.dismiss', id: 'alert-1' });
    expect(titles(actor)).toEqual(['segundo']);
    vi.advanceTimersByTime(5000);
    expect(titles(actor)).toEqual([]);
  });

  it('given dismiss all, every banner closes', () => {
    const actor = start();
    actor.send({ type: 'alert', kind: 'info', title: 'primeiro' });
    actor.send({ type: 'alert', kind: 'info', title: 'segundo' });
    actor.send({ type: 'alert.dismissAll' });
    expect(titles(actor)).toEqual([]);
  });

  it('given an alert shown again under the same id, it replaces the old one and restarts its delay', () => {
    const actor = start();
    actor.send({ type: 'alert.show', id: 'cart-limit', kind: 'error', title: 'antigo' });
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'alert.show', id: 'cart-limit', kind: 'error', title: 'novo' });
    expect(titles(actor)).toEqual(['novo']);
    // The first showing's timer fires here: it must not close its successor.
    vi.advanceTimersByTime(1000);
    expect(titles(actor)).toEqual(['novo']);
    vi.advanceTimersByTime(4000);
    expect(titles(actor)).toEqual([]);
  });

  it('given a store-wide default delay, alerts without their own use it', () => {
    const actor = start({ defaultTimeoutMs: 3000 });
    actor.send({ type: 'alert', kind: 'info', title: 'rápido' });
    vi.advanceTimersByTime(3000);
    expect(titles(actor)).toEqual([]);
  });
});
