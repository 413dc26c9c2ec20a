import { describe, expect, it, vi } from 'vitest';
import { createStorefrontBus } from './createStorefrontBus';
import type { StorefrontEvent } from './StorefrontEvent';

describe('createStorefrontBus', () => {
  it('delivers an event to the listeners of its type and to the catch-all listeners, not to others', () => {
    const bus = createStorefrontBus();
    const added = vi.fn();
    const everything = vi.fn();
    const alerts = vi.fn();
    bus.subscribe('cart.add', added);
    bus.subscribe('*', everything);
    bus.subscribe('alert', alerts);

    bus.publish({ type: 'cart.add', idProduct: 10, idSku: 31, quantity: 2 });

    expect(added).toHaveBeenCalledWith({ type: 'cart.add', idProduct: 10, idSku: 31, quantity: 2 });
    expect(everything).toHaveBeenCalledTimes(1);
    expect(alerts).not.toHaveBeenCalled();
  });

  it('stops delivering once unsubscribed, and a second unsubscribe is harmless', () => {
    const bus = createStorefrontBus();
    const listener = vi.fn();
    const stop = bus.subscribe('cart.view', listener);
    bus.publish({ type: 'cart.view' });
    stop();
    stop();
    bus.publish({ type: 'cart.view' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('given the same function subscribed twice, each subscription is stopped on its own', () => {
    const bus = createStorefrontBus();
    const listener = vi.fn();
    const first = bus.subscribe('page.reload', listener);
    bus.subscribe('page.reload', listener);
    first();
    bus.publish({ type: 'page.reload' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('given a listener that throws, the other listeners still get the event and the error is reported', () => {
    const onListenerError = vi.fn();
    const bus = createStorefrontBus({ onListenerError });
    const failure = new Error('widget broke');
    const after = vi.fn();
    bus.subscribe('navigate', () => {
      throw failure;
    });
    bus.subscribe('navigate', after);

    bus.publish({ type: 'navigate', href: '/checkout/identification' });

    expect(after).toHaveBeenCalledWith({ type: 'navigate', href: '/checkout/identification' });
    expect(onListenerError).toHaveBeenCalledWith(failure, {
      type: 'navigate',
      href: '/checkout/identification',
    });
  });

  it('by default reports a failing listener on console.error with the event type', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createStorefrontBus();
    bus.subscribe('cart.view', () => {
      throw new Error('boom');
    });
    bus.publish({ type: 'cart.view' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining("'cart.view'"), expect.any(Error));
  });

  it('a listener added while an event is delivered gets only the next events', () => {
    const bus = createStorefrontBus();
    const late = vi.fn();
    bus.subscribe('cart.changed', () => {
      bus.subscribe('cart.changed', late);
    });
    bus.publish({ type: 'cart.changed', count: 1 });
    expect(late).not.toHaveBeenCalled();
    bus.publish({ type: 'cart.changed', count: 2 });
    expect(late).toHaveBeenCalledWith({ type: 'cart.changed', count: 2 });
  });

  it('carries the product of an open-quote and an open-alert event to their forms', () => {
    const bus = createStorefrontBus();
    const received: StorefrontEvent[] = [];
    bus.subscribe('quote.open', (event) => received.push(event));
    bus.subscribe('alertMe.open', (event) => received.push(event));
    const product = {
      idProduct: 1018,
      idSku: 3,
      name: 'Camiseta Básica Algodão Pima',
      image: '/img.svg',
      hasVariations: true,
      chosenVariations: { 1: 11, 2: 22 },
    };
    bus.publish({ type: 'quote.open', products: [product], origin: 'card' });
    bus.publish({ type: 'alertMe.open', product });
    expect(received).toEqual([
      { type: 'quote.open', products: [product], origin: 'card' },
      { type: 'alertMe.open', product },
    ]);
  });

  it('accepts a theme event union of its own', () => {
    type ThemeEvent = { type: 'menu.toggle'; open: boolean } | { type: 'theme.dark' };
    const bus = createStorefrontBus<ThemeEvent>();
    const opened: boolean[] = [];
    bus.subscribe('menu.toggle', (event) => opened.push(event.open));
    bus.publish({ type: 'menu.toggle', open: true });
    bus.publish({ type: 'theme.dark' });
    expect(opened).toEqual([true]);
  });
});
