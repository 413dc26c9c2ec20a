import { BRAZILIAN_AREA_CODES } from './brazilianAreaCodes';

/** Options of {@link isValidPhone}. */
export interface PhoneValidationOptions {
  /** Whether the area code (DDD) must be one of {@link BRAZILIAN_AREA_CODES}; `true` when `undefined`. */
  requireAreaCode?: boolean;
}

// What a shopper types or pastes around a phone number: digits, spaces, parentheses, hyphens, dots, a leading +.
const phoneCharactersPattern = /^\+?[\d\s().-]+$/;

/**
 * Tells whether a Brazilian phone number is valid, masked or bare: after removing a leading 0 (trunk prefix) or a
 * `+55`, 10 digits for a landline (number starting with 2–6:
 * fixed numbers starting with 6 are in service, e.g. Curitiba's (41) 6347-xxxx) or 11 for a mobile (number starting with 9), the first
 * two being the area code, checked against the real list unless `requireAreaCode` is `false`.
 */
export function isValidPhone(
  value: string | null | undefined,
  options: PhoneValidationOptions = {},
): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (!phoneCharactersPattern.test(trimmed)) return false;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // Only Brazilian numbers in international form: +55 then the national number.
    if (!digits.startsWith('55')) return false;
    digits = digits.slice(2);
  } else if (digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  const areaCode = digits.slice(0, 2);
  const requireAreaCode = options.requireAreaCode ?? true;
  if (requireAreaCode ? !BRAZILIAN_AREA_CODES.includes(areaCode) : !/^[1-9]{2}$/.test(areaCode)) return false;
  if (digits.length === 11) return digits[2] === '9';
  if (digits.length === 10) return /^[2-6]$/.test(digits[2] ?? '');
  return false;
}
