/** Masks a CPF progressively while typing: `'12345678909'` → `'123.456.789-09'`, `'12345'` → `'123.45'`; extra digits are dropped. */
export function maskCpf(value: string | null | undefined): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 11) : '';
  let masked = digits.slice(0, 3);
  if (digits.length > 3) masked += `.${digits.slice(3, 6)}`;
  if (digits.length > 6) masked += `.${digits.slice(6, 9)}`;
  if (digits.length > 9) masked += `-${digits.slice(9)}`;
  return masked;
}
