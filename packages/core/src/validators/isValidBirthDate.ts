/**
 * A birth date as typed: `DD/MM/YYYY` as the mask shows it, or the 8 bare digits a shopper may type or paste; its
 * groups are the day, the month and the year. The one reading of a typed birth date: `isValidBirthDate` checks its
 * parts, the account form sends them as `YYYY-MM-DD`.
 */
export const birthDatePattern = /^(\d{2})\/?(\d{2})\/?(\d{4})$/;

/**
 * Tells whether a birth date `DD/MM/YYYY` (or `DDMMYYYY`) is a real calendar date (no 31/02, 29/02 only in leap
 * years) of someone aged 10 to 100 on `today` (default: now, in the machine's time zone).
 */
export function isValidBirthDate(value: string | null | undefined, today: Date = new Date()): boolean {
  if (typeof value !== 'string' || Number.isNaN(today.getTime())) return false;
  const match = birthDatePattern.exec(value.trim());
  if (!match) return false;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids daylight-saving surprises.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  const todayMonth = today.getMonth() + 1;
  const hadBirthdayThisYear = todayMonth > month || (todayMonth === month && today.getDate() >= day);
  const age = today.getFullYear() - year - (hadBirthdayThisYear ? 0 : 1);
  return age >= 10 && age <= 100;
}
