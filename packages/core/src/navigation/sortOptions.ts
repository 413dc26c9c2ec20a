import type { SortBy } from './types';

/** The sort choices of a listing with their pt-BR labels, in the order a sort menu shows them. */
export const sortOptions: readonly { readonly value: SortBy; readonly label: string }[] = Object.freeze([
  { value: 'releases', label: 'Lançamentos' },
  { value: 'best-sellers', label: 'Mais vendidos' },
  { value: 'price-asc', label: 'Menor preço' },
  { value: 'price-desc', label: 'Maior preço' },
  { value: 'name-asc', label: 'Nome: A a Z' },
  { value: 'name-desc', label: 'Nome: Z a A' },
  { value: 'order', label: 'Ordem da loja' },
]);
