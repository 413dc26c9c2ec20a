import type { FilterStorage } from '@vitrine/core';

/** A `FilterStorage` in memory (a `sessionStorage` stand-in); `items` shows what was stored. Test-only. */
export function memoryStorage(initial: Record<string, string> = {}): FilterStorage & {
  readonly items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}
