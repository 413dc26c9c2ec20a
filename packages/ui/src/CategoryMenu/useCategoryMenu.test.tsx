import { categoriesQuery, categoryMenu } from '@vitrine/core';
import { createTestStorefront, renderHookWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { useCategoryMenu } from './useCategoryMenu';

function frozenThrough<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null) {
    for (const member of Object.values(value)) frozenThrough(member);
    Object.freeze(value);
  }
  return value;
}

describe('useCategoryMenu', () => {
  it('given a frozen tree (a server’s shared catalogue answer), every page reads the same frozen menu, equal to the one built', async () => {
    const tree = frozenThrough(await createTestStorefront().client.catalogue.categories());
    const fallback = [[categoriesQuery().key, tree] as const];
    const first = renderHookWithStorefront(() => useCategoryMenu(), { providerProps: { fallback } });
    const second = renderHookWithStorefront(() => useCategoryMenu(), { providerProps: { fallback } });
    const top = renderHookWithStorefront(() => useCategoryMenu({ topOnly: true }), {
      providerProps: { fallback },
    });
    expect(first.result.current.items).toEqual(
      categoryMenu(structuredClone(tree), { showChildren: true, onlyFirstFive: false }),
    );
    expect(second.result.current.items).toBe(first.result.current.items);
    expect(Object.isFrozen(first.result.current.items[0]?.children)).toBe(true);
    // Another cut of the same tree is its own menu.
    expect(top.result.current.items).toEqual(first.result.current.items.slice(0, 5));
    expect(top.result.current.items).not.toBe(first.result.current.items);
  });

  it('given a tree that is not frozen, builds its menu on each page', async () => {
    const tree = await createTestStorefront().client.catalogue.categories();
    const fallback = [[categoriesQuery().key, tree] as const];
    const first = renderHookWithStorefront(() => useCategoryMenu(), { providerProps: { fallback } });
    const second = renderHookWithStorefront(() => useCategoryMenu(), { providerProps: { fallback } });
    expect(second.result.current.items).toEqual(first.result.current.items);
    expect(second.result.current.items).not.toBe(first.result.current.items);
  });
});
