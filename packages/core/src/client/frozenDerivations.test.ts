import { describe, expect, it } from 'vitest';
import { deepFreeze, frozenDerivations } from './frozenDerivations';

describe('frozenDerivations', () => {
  it('derives once per frozen source and key, and gives the same frozen value after', () => {
    const tree = deepFreeze({ categories: [{ name: 'Moda Feminina' }, { name: 'Beleza' }] });
    const menus = frozenDerivations<typeof tree, { names: string[] }>();
    let runs = 0;
    const cut = (source: typeof tree) => {
      runs += 1;
      return { names: source.categories.map((category) => category.name) };
    };
    const first = menus(tree, 'all', cut);
    expect(first).toEqual({ names: ['Moda Feminina', 'Beleza'] });
    expect(menus(tree, 'all', cut)).toBe(first);
    expect(runs).toBe(1);
    // Frozen through: a shared value cannot be changed by one render for the next.
    expect(Object.isFrozen(first) && Object.isFrozen(first.names)).toBe(true);
    // Another key is another value.
    expect(menus(tree, 'top', (source) => ({ names: [source.categories[0]?.name ?? ''] }))).toEqual({
      names: ['Moda Feminina'],
    });
  });

  it('derives afresh from a source that is not frozen (it may be one shopper’s, or change)', () => {
    const cart = { lines: [1, 2] };
    const counts = frozenDerivations<typeof cart, number>();
    expect(counts(cart, 'count', (source) => source.lines.length)).toBe(2);
    cart.lines.push(3);
    expect(counts(cart, 'count', (source) => source.lines.length)).toBe(3);
  });

  it('deepFreeze freezes plain objects and arrays, and leaves class instances alone', () => {
    const when = new Date(0);
    const value = deepFreeze({ list: [{ a: 1 }], when });
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(Object.isFrozen(when)).toBe(false);
  });
});
