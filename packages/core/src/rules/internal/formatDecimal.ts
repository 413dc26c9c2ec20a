// Built on first use, not when the module loads (see formatPrice.ts).
let decimal: Intl.NumberFormat | undefined;

/** A plain pt-BR number with up to two decimals: `12.5` → '12,5'. */
export function formatDecimal(value: number): string {
  decimal ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
  return decimal.format(value);
}
