import { describe, expect, it } from 'vitest';
import { maskBirthDate } from './maskBirthDate';

describe('maskBirthDate', () => {
  it('masks DD/MM/YYYY progressively, keeping digits only and at most eight of them', () => {
    expect(maskBirthDate('1')).toBe('1');
    expect(maskBirthDate('15')).toBe('15');
    expect(maskBirthDate('150')).toBe('15/0');
    expect(maskBirthDate('1503')).toBe('15/03');
    expect(maskBirthDate('15031')).toBe('15/03/1');
    expect(maskBirthDate('15031990')).toBe('15/03/1990');
    expect(maskBirthDate('15/03/1990 12:00')).toBe('15/03/1990');
    expect(maskBirthDate('ab')).toBe('');
    expect(maskBirthDate(undefined)).toBe('');
  });

  it('re-masks a value already masked, so deleting the last digit leaves no dangling slash', () => {
    expect(maskBirthDate('15/03/')).toBe('15/03');
    expect(maskBirthDate('15/')).toBe('15');
  });
});
