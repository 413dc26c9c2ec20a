/**
 * A CPF or CNPJ as the platform stores it, without its mask: the digits of a CPF or a numeric CNPJ, the digits and
 * capital letters of an alphanumeric CNPJ ('12.abc.345/01de-35' → '12ABC34501DE35'). `onlyDigits` would drop the
 * letters of the new CNPJ.
 */
export function unmaskDocument(document: string): string {
  return document.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}
