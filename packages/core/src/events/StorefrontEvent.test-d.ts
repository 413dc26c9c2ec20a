import { describe, expectTypeOf, it } from 'vitest';
import type { StorefrontEvent } from './StorefrontEvent';

describe('the bus events', () => {
  it('name a removed line once: cart.removed (the former cart.remove notification is gone)', () => {
    expectTypeOf<Extract<StorefrontEvent, { type: 'cart.removed' }>>().not.toBeNever();
    expectTypeOf<Extract<StorefrontEvent, { type: 'cart.remove' }>>().toBeNever();
  });
});
