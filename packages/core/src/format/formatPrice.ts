const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Formats a value in BRL the pt-BR way: `formatPrice(1234.5)` → `'R$ 1.234,50'`.
 * The space after `R$` is a no-break space (U+00A0), as `Intl.NumberFormat` emits it, so a price never wraps.
 */
export function formatPrice(value: number): string {
  return brl.format(value);
}
