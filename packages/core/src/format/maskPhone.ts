/**
 * Masks a Brazilian phone progressively while typing: `'11987654321'` → `'(11) 98765-4321'`,
 * `'1134567890'` → `'(11) 3456-7890'`, `'119'` → `'(11) 9'`. A leading 0 (trunk prefix) is dropped; at most 11 digits.
 */
export function maskPhone(value: string | null | undefined): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 11) : '';
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const areaCode = digits.slice(0, 2);
  const number = digits.slice(2);
  // Landline layout 0000-0000 until the 11th digit shows it is a mobile, 00000-0000.
  const prefixLength = number.length === 9 ? 5 : 4;
  if (number.length <= prefixLength) return `(${areaCode}) ${number}`;
  return `(${areaCode}) ${number.slice(0, prefixLength)}-${number.slice(prefixLength)}`;
}
