/** The pages every web measurement covers: one of each kind a shopper lands on from a search engine. */
export const measuredPages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/moda-feminina/roupas/c' },
  { name: 'product', path: '/vestido-midi-floral-manga-bufante/produto/' },
  { name: 'search', path: '/busca?n=camiseta' },
] as const;

export type MeasuredPage = (typeof measuredPages)[number];

/** The floor app's one page (bench/floor): the same product, read from the same sandbox. */
export const floorPage = { name: 'floor', path: '/vestido-midi-floral-manga-bufante/produto' } as const;

/**
 * The order of an interleaved run: the floor before each page and once more at the end, `rounds` times over, so
 * the floor's runs meet the same load on the machine as the pages' runs.
 */
export function interleaved<P, F>(pages: readonly P[], floor: F, rounds: number): (P | F)[] {
  const order: (P | F)[] = [];
  for (let round = 0; round < rounds; round++) for (const page of pages) order.push(floor, page);
  if (rounds > 0) order.push(floor);
  return order;
}
