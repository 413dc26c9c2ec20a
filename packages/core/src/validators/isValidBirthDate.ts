// DD/MM/YYYY as the mask shows it, or the 8 bare digits a shopper may type or paste.
const birthDatePattern = /^(\d{2})\/?(\d{2})\/?(\d{4})$/;

/** The day, month and year of a birth date, each as typed ('05', '03', '1990'). */
export interface BirthDateParts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

/**
 * The day, month and year of `value` written `DD/MM/YYYY` or `DDMMYYYY` (the shapes `isValidBirthDate` accepts),
 * without checking the calendar or the age; `undefined` for any other text. The one reading of a typed birth
 * date: the validator checks its parts, the forms send them as `YYYY-MM-DD`.
 */
export function birthDateParts(value: string): BirthDateParts | undefined {
  const match = birthDatePattern.exec(value);
  return match ? { day: match[1] as string, month: match[2] as string, year: match[3] as string } : undefined;
}

/**
 * Tells whether a birth date `DD/MM/YYYY` (or `DDMMYYYY`) is a real calendar date (no 31/02, 29/02 only in leap
 * years) of someone aged 10 to 100 on `today` (default: now, in the machine's time zone).
 */
export function isValidBirthDate(value: string | null | undefined, today: Date = new Date()): boolean {
  if (typeof value !== 'string' || Number.isNaN(today.getTime())) return false;
  const parts = birthDateParts(value.trim());
  if (!parts) return false;
  const day = Number(parts.day);
  const month = Number(parts.month);
  const year = Number(parts.year);
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids daylight-saving surprises.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  const todayMonth = today.getMonth() + 1;
  const hadBirthdayThisYear = todayMonth > month || (todayMonth === month && today.getDate() >= day);
  const age = today.getFullYear() - year - (hadBirthdayThisYear ? 0 : 1);
  return age >= 10 && age <= 100;
}
