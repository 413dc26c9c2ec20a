import { describe, expect, it } from 'vitest';
import { shouldShowInstallments } from './shouldShowInstallments';

describe('shouldShowInstallments', () => {
  it('given maxNumber above 1 and the setting on, installments show', () => {
    expect(shouldShowInstallments({ maxNumber: 10, value: 19.9 }, true)).toBe(true);
    expect(shouldShowInstallments({ maxNumber: 2 }, 1)).toBe(true);
    expect(shouldShowInstallments({ maxNumber: 2 }, 'S')).toBe(true);
  });

  it('given a single installment, they are hidden even with the setting on', () => {
    expect(shouldShowInstallments({ maxNumber: 1 }, true)).toBe(false);
    expect(shouldShowInstallments({ maxNumber: 0 }, true)).toBe(false);
    expect(shouldShowInstallments(undefined, true)).toBe(false);
  });

  it('given the setting off (false, 0), they are hidden', () => {
    expect(shouldShowInstallments({ maxNumber: 12 }, false)).toBe(false);
    expect(shouldShowInstallments({ maxNumber: 12 }, 0)).toBe(false);
  });
});
