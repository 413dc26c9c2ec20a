import { isValidCnpj, maskCnpj, maskDocument, onlyDigits } from '@vitrine/core';

/** Text a numeric CPF or CNPJ is typed with: digits and the mask's dots, slash and hyphen. */
const documentText = /^[\d\s./-]*$/;
const maskCharacters = /[./-]/;

/**
 * The login field as the shopper types it: an e-mail is kept as typed; digits get the CPF mask (up to 11) or the
 * CNPJ mask (12 to 14). When an e-mail turns out to start with digits (the '@' comes), the mask added so far is
 * taken out again. `previous` is the field's value before this change.
 * @example
 * formatLoginIdentifier('52998224725'); // '529.982.247-25'
 * formatLoginIdentifier('123.4@', '123.4'); // '1234@'
 */
export function formatLoginIdentifier(typed: string, previous = ''): string {
  if (/\d/.test(typed) && documentText.test(typed)) return maskDocument(typed);
  if (
    typed.startsWith(previous) &&
    previous !== '' &&
    documentText.test(previous) &&
    maskCharacters.test(previous)
  ) {
    return onlyDigits(previous) + typed.slice(previous.length);
  }
  return typed;
}

/**
 * The login field when the shopper leaves it: an alphanumeric CNPJ (letters in its first 12 characters, which
 * cannot be told from the start of an e-mail while typing) gets its mask once complete and valid.
 * @example
 * completeLoginIdentifier('12abc34501de35'); // '12.ABC.345/01DE-35'
 */
export function completeLoginIdentifier(value: string): string {
  const trimmed = value.trim();
  return !trimmed.includes('@') && isValidCnpj(trimmed) ? maskCnpj(trimmed) : value;
}
