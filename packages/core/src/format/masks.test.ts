import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlyDigits } from '../validators/onlyDigits';
import { maskCep } from './maskCep';
import { maskCnpj } from './maskCnpj';
import { maskCpf } from './maskCpf';
import { maskPhone } from './maskPhone';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

describe('maskCpf', () => {
  it('masks progressively while typing', () => {
    expect(
      ['', '1', '123', '1234', '123456', '1234567', '123456789', '1234567890', '12345678909'].map(maskCpf),
    ).toEqual([
      '',
      '1',
      '123',
      '123.4',
      '123.456',
      '123.456.7',
      '123.456.789',
      '123.456.789-0',
      '123.456.789-09',
    ]);
  });

  it('given an already masked value, extra digits or junk, it keeps the first 11 digits', () => {
    expect(maskCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(maskCpf('123456789091234')).toBe('123.456.789-09');
    expect(maskCpf('a1b2c3')).toBe('123');
  });

  it('given any 11 digits, onlyDigits undoes the mask; given any string, it never throws and is idempotent', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{11}$/), (digits) => onlyDigits(maskCpf(digits)) === digits));
    fc.assert(
      fc.property(anyString, (value) => {
        const masked = maskCpf(value);
        expect(masked.length).toBeLessThanOrEqual(14);
        expect(maskCpf(masked)).toBe(masked);
      }),
    );
  });
});

describe('maskCnpj', () => {
  it('masks a numeric CNPJ progressively while typing', () => {
    expect(
      [
        '1',
        '11',
        '112',
        '11222',
        '112223',
        '11222333',
        '112223330',
        '112223330001',
        '1122233300018',
        '11222333000181',
      ].map(maskCnpj),
    ).toEqual([
      '1',
      '11',
      '11.2',
      '11.222',
      '11.222.3',
      '11.222.333',
      '11.222.333/0',
      '11.222.333/0001',
      '11.222.333/0001-8',
      '11.222.333/0001-81',
    ]);
  });

  it('given an alphanumeric CNPJ in lowercase, it uppercases the letters', () => {
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
  });

  it('given letters where the check digits go, it drops them: check digits are numeric', () => {
    expect(maskCnpj('12ABC34501DEXY35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12ABC34501DE3A5')).toBe('12.ABC.345/01DE-35');
  });

  it('given accents, symbols or more than 14 characters, it keeps only the first 14 letters and digits', () => {
    expect(maskCnpj('1É2!ABC345/01DE3599')).toBe('12.ABC.345/01DE-35');
  });

  it('given any 14 digits, onlyDigits undoes the mask; alphanumeric values come back uppercased', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), (digits) => onlyDigits(maskCnpj(digits)) === digits),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z]{12}\d{2}$/), (value) => {
        expect(maskCnpj(value).replace(/[./-]/g, '')).toBe(value.toUpperCase());
      }),
    );
  });

  it('given any string, it never throws, stays within 18 characters and is idempotent', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const masked = maskCnpj(value);
        expect(masked.length).toBeLessThanOrEqual(18);
        expect(maskCnpj(masked)).toBe(masked);
      }),
    );
  });
});

describe('maskPhone', () => {
  it('masks a mobile progressively while typing', () => {
    expect(
      ['1', '11', '119', '11987', '119876', '1198765', '11987654', '1198765432', '11987654321'].map(
        maskPhone,
      ),
    ).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 987',
      '(11) 9876',
      '(11) 9876-5',
      '(11) 9876-54',
      '(11) 9876-5432',
      '(11) 98765-4321',
    ]);
  });

  it('masks a landline as (11) 3456-7890', () => {
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('(11) 3456-7890')).toBe('(11) 3456-7890');
  });

  it('given a leading 0 or extra digits, it drops the 0 and keeps 11 digits', () => {
    expect(maskPhone('011987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('119876543210')).toBe('(11) 98765-4321');
    expect(maskPhone('0')).toBe('');
  });

  it('given any 10 or 11 digits not starting with 0, onlyDigits undoes the mask', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{9,10}$/), (digits) => onlyDigits(maskPhone(digits)) === digits),
    );
  });

  it('given any string, it never throws, stays within 15 characters and is idempotent', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const masked = maskPhone(value);
        expect(masked.length).toBeLessThanOrEqual(15);
        expect(maskPhone(masked)).toBe(masked);
      }),
    );
  });
});

describe('maskCep', () => {
  it('masks progressively while typing and stops at 9 characters', () => {
    expect(['0', '01310', '013101', '01310100', '013101009'].map(maskCep)).toEqual([
      '0',
      '01310',
      '01310-1',
      '01310-100',
      '01310-100',
    ]);
  });

  it('given any 8 digits, onlyDigits undoes the mask; given any string, it never throws', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{8}$/), (digits) => onlyDigits(maskCep(digits)) === digits));
    fc.assert(
      fc.property(anyString, (value) => {
        const masked = maskCep(value);
        expect(masked.length).toBeLessThanOrEqual(9);
        expect(maskCep(masked)).toBe(masked);
      }),
    );
  });
});
