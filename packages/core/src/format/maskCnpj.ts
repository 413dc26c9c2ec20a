/**
 * Masks a CNPJ progressively while typing, numeric or alphanumeric: `'12abc34501de35'` → `'12.ABC.345/01DE-35'`.
 * Letters are uppercased and kept only in the first 12 positions (the check digits are always numeric).
 */
export function maskCnpj(value: string | null | undefined): string {
  let characters = '';
  if (typeof value === 'string') {
    for (const character of value.toUpperCase()) {
      if (characters.length === 14) break;
      const accepted = characters.length < 12 ? /^[0-9A-Z]$/ : /^[0-9]$/;
      if (accepted.test(character)) characters += character;
    }
  }
  let masked = characters.slice(0, 2);
  if (characters.length > 2) masked += `.${characters.slice(2, 5)}`;
  if (characters.length > 5) masked += `.${characters.slice(5, 8)}`;
  if (characters.length > 8) masked += `/${characters.slice(8, 12)}`;
  if (characters.length > 12) masked += `-${characters.slice(12)}`;
  return masked;
}
