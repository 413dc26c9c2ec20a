/**
 * Masks a birth date progressively while typing, DD/MM/YYYY: `'15031990'` → `'15/03/1990'`, `'1503'` → `'15/03'`;
 * anything but digits is dropped, at most 8 digits. Whether it is a real date of someone aged 10 to 100 is the
 * registration schema's check (core's `isValidBirthDate`).
 */
export function maskBirthDate(value: string | null | undefined): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 8) : '';
  let masked = digits.slice(0, 2);
  if (digits.length > 2) masked += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) masked += `/${digits.slice(4)}`;
  return masked;
}
