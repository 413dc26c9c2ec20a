/** The pages every web measurement covers: one of each kind a shopper lands on from a search engine. */
export const measuredPages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/moda-feminina/roupas/c' },
  { name: 'product', path: '/vestido-midi-floral-manga-bufante/produto/' },
  { name: 'search', path: '/busca?n=camiseta' },
] as const;

export type MeasuredPage = (typeof measuredPages)[number];
