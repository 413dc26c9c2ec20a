// 12 alphanumeric characters (the root and branch) then 2 numeric check digits, bare or masked 00.000.000/0000-00.
const cnpjPattern = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/;

/** Mod-11 CNPJ check digit, with weights cycling 2..9 from the right and each character worth its ASCII code − 48. */
function cnpjCheckDigit(characters: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = characters.length - 1; index >= 0; index--) {
    // Digits keep their value (0–9); letters A–Z are worth 17–42, as the Receita Federal defined in 2024.
    sum += (characters.charCodeAt(index) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * Tells whether a CNPJ is valid, bare or masked (`00.000.000/0000-00`): the numeric CNPJ and the alphanumeric
 * one issued since July 2026 (letters in the first 12 positions, e.g. `12.ABC.345/01DE-35`; lowercase accepted).
 * Values made of one repeated character (`00.000.000/0000-00`) are rejected.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim().toUpperCase();
  if (!cnpjPattern.test(trimmed)) return false;
  const characters = trimmed.replace(/[./-]/g, '');
  if (/^(.)\1{13}$/.test(characters)) return false;
  return (
    cnpjCheckDigit(characters.slice(0, 12)) === Number(characters[12]) &&
    cnpjCheckDigit(characters.slice(0, 13)) === Number(characters[13])
  );
}
