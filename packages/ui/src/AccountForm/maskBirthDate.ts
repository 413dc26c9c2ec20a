/**
 * Masks a date progressively while typing: '15031990' → '15/03/1990', '1503' → '15/03'; at most 10 characters.
 * Core has masks for CEP, phone, CPF and CNPJ but none for dates yet; this one belongs beside them.
 */
export function maskBirthDate(value: string | null | undefined): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 8) : '';
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}
