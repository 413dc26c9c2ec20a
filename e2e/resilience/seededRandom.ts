/** A seeded source of choices for the scripted shopper: the same seed gives the same script. */
export interface SeededRandom {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A key drawn with the given weights (keys with 0 or no weight are never drawn). */
  weighted<K extends string>(weights: Partial<Record<K, number>>): K;
}

/** mulberry32: tiny, fast and good enough to script a shopper (not for anything secret). */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick: the list is empty.');
      return items[int(0, items.length - 1)] as T;
    },
    weighted<K extends string>(weights: Partial<Record<K, number>>): K {
      const entries = (Object.entries(weights) as [K, number | undefined][]).filter(
        (entry): entry is [K, number] => (entry[1] ?? 0) > 0,
      );
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      if (total <= 0) throw new Error('weighted: no key has a weight.');
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return (entries.at(-1) as [K, number])[0];
    },
  };
}
