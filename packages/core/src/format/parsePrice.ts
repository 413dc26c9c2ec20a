// After removing the currency symbol and spaces: pt-BR thousands dots (optional) and a decimal comma (optional).
const brazilianPricePattern = /^(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d*))?$/;
// Without a comma, a single dot followed by 1 or 2 digits can only be a decimal point ('12.5'): BRL has 2 decimals.
const dotDecimalPattern = /^(\d+)\.(\d{1,2})$/;

/**
 * Reads a BRL price as shown or typed in pt-BR: `'R$ 1.234,56'`, `'1.234,56'`, `'1234,5'` or `'-R$ 10,00'` → a number.
 * It is the inverse of `formatPrice` for cent values. Returns `undefined` when the text holds no price.
 */
export function parsePrice(value: string | null | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  let text = value.replace(/[\s\u00a0\u202f]/g, '');
  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  }
  if (text.toUpperCase().startsWith('R$')) text = text.slice(2);
  if (!negative && text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  }
  let integerPart: string;
  let fractionPart: string;
  const dotDecimal = dotDecimalPattern.exec(text);
  const brazilian = brazilianPricePattern.exec(text);
  if (dotDecimal) {
    integerPart = dotDecimal[1] ?? '';
    fractionPart = dotDecimal[2] ?? '';
  } else if (brazilian) {
    integerPart = (brazilian[1] ?? '').replace(/\./g, '');
    fractionPart = brazilian[2] ?? '';
  } else {
    return undefined;
  }
  if (integerPart === '' && fractionPart === '') return undefined;
  const parsed = Number(`${integerPart || '0'}.${fractionPart || '0'}`);
  return negative && parsed !== 0 ? -parsed : parsed;
}
