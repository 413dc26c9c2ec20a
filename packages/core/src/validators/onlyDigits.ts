/** Keeps only the ASCII digits of a value (`'123.456.789-09'` → `'12345678909'`); `null`/`undefined` give `''`. */
export function onlyDigits(value: string | null | undefined): string {
  return typeof value === 'string' ? value.replace(/[^0-9]/g, '') : '';
}
