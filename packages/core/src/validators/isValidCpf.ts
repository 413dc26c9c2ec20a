// Bare digits or the usual mask 000.000.000-00; anything else (letters, other symbols) is not a CPF a shopper typed.
const cpfPattern = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/** Sum of the digits weighted from `firstWeight` down to 2, turned into a CPF/CNPJ mod-11 check digit. */
function cpfCheckDigit(digits: string, firstWeight: number): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    sum += Number(digits[index]) * (firstWeight - index);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * Tells whether a CPF is valid: 11 digits, bare or masked (`000.000.000-00`), with both check digits right.
 * Repeated-digit values (`111.111.111-11`) and the well-known sample `123.456.789-09` are rejected.
 */
export function isValidCpf(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (!cpfPattern.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  // These pass the check-digit arithmetic but are never issued; forms and demos use them as fake CPFs.
  if (/^(\d)\1{10}$/.test(digits) || digits === '12345678909') return false;
  return (
    cpfCheckDigit(digits.slice(0, 9), 10) === Number(digits[9]) &&
    cpfCheckDigit(digits.slice(0, 10), 11) === Number(digits[10])
  );
}
