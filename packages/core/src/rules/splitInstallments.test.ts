import { describe, expect, it } from 'vitest';
import { splitInstallments } from './splitInstallments';

const option = (quantity: number) => ({ quantity, installmentAmount: 120 / quantity, totalAmount: 120 });

describe('splitInstallments', () => {
  it('puts up to 6x in the first list and above 6x in the second, by quantity', () => {
    const options = [option(12), option(1), option(7), option(6), option(3)];
    const { upToSix, aboveSix } = splitInstallments(options);
    expect(upToSix.map((o) => o.quantity)).toEqual([1, 3, 6]);
    expect(aboveSix.map((o) => o.quantity)).toEqual([7, 12]);
  });

  it('given no options, both lists are empty', () => {
    expect(splitInstallments([])).toEqual({ upToSix: [], aboveSix: [] });
  });
});
