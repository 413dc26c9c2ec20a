/** Masks a CEP progressively while typing: `'12345678'` → `'12345-678'`, `'1234'` → `'1234'`; at most 9 characters. */
export function maskCep(value: string | null | undefined): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 8) : '';
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
