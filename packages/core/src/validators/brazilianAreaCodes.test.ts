import { describe, expect, it } from 'vitest';
import { BRAZILIAN_AREA_CODES } from './brazilianAreaCodes';

describe('BRAZILIAN_AREA_CODES', () => {
  it('lists the 67 area codes in use, ascending, without duplicates', () => {
    expect(BRAZILIAN_AREA_CODES).toHaveLength(67);
    expect(new Set(BRAZILIAN_AREA_CODES).size).toBe(67);
    expect([...BRAZILIAN_AREA_CODES].sort()).toEqual(BRAZILIAN_AREA_CODES);
  });

  it('holds the capitals and leaves out unassigned codes such as 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56–60, 70, 72, 76, 78, 80 and 90', () => {
    for (const code of [
      '11',
      '21',
      '31',
      '41',
      '48',
      '51',
      '61',
      '62',
      '71',
      '79',
      '81',
      '85',
      '91',
      '92',
      '96',
      '98',
    ]) {
      expect(BRAZILIAN_AREA_CODES).toContain(code);
    }
    for (const code of [
      '20',
      '23',
      '25',
      '26',
      '29',
      '30',
      '36',
      '39',
      '40',
      '50',
      '52',
      '56',
      '57',
      '58',
      '59',
      '60',
      '70',
      '72',
      '76',
      '78',
      '80',
      '90',
    ]) {
      expect(BRAZILIAN_AREA_CODES).not.toContain(code);
    }
  });
});
