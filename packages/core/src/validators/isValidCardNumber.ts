// Card numbers are printed and typed in groups separated by spaces or hyphens; 12 to 19 digits (ISO/IEC 7812).
const cardNumberPattern = /^\d(?:[\s-]?\d){11,18}$/;

/** Tells whether a payment card number passes the Luhn check: 12–19 digits, spaces or hyphens allowed, not all zeros. */
export function isValidCardNumber(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (!cardNumberPattern.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (/^0+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
