// MM/YY as printed on cards; MMYY and MM/YYYY are accepted too.
const cardExpiryPattern = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/;

/**
 * Tells whether a card expiry `MM/YY` is valid: month 1–12 and not before the month of `today`
 * (default: now), since a card works until the last day of its expiry month.
 */
export function isValidCardExpiry(value: string | null | undefined, today: Date = new Date()): boolean {
  if (typeof value !== 'string' || Number.isNaN(today.getTime())) return false;
  const match = cardExpiryPattern.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= today.getFullYear() * 12 + today.getMonth() + 1;
}
