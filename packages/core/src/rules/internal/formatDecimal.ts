const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** A plain pt-BR number with up to two decimals: `12.5` → '12,5'. */
export function formatDecimal(value: number): string {
  return decimal.format(value);
}
