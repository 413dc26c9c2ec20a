import * as analyticsEntry from '@vitrine/core/analytics';
import * as schemasEntry from '@vitrine/core/schemas';
import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('the subpath entries of @vitrine/core', () => {
  it('@vitrine/core/schemas gives the entity and payload schemas, the same objects as the main entry', () => {
    expect(schemasEntry.productSchema).toBe(core.productSchema);
    expect(schemasEntry.addToCartPayloadSchema).toBe(core.addToCartPayloadSchema);
    const names = Object.keys(schemasEntry);
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((name) => !name.endsWith('Schema'))).toEqual(['CART_TIMER_MARKER']);
  });

  it('@vitrine/core/analytics gives the GA4 and Meta pixel builders, the same functions as the main entry', () => {
    expect(analyticsEntry.viewItemEvent).toBe(core.viewItemEvent);
    expect(analyticsEntry.metaPixelPurchase).toBe(core.metaPixelPurchase);
    expect(Object.keys(analyticsEntry)).not.toContain('productSchema');
  });

  it('the main entry still gives every name of both groups', () => {
    for (const name of [...Object.keys(schemasEntry), ...Object.keys(analyticsEntry)]) {
      expect(core, name).toHaveProperty(name);
    }
  });
});
