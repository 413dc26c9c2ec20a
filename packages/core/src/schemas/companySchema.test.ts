import { describe, expect, it } from 'vitest';
import { companySchema } from './companySchema';

describe('companySchema', () => {
  it('given only the store name, it accepts the settings with the rest absent', () => {
    const company = companySchema.parse({ nameStore: 'Loja Aurora' });
    expect(company.nameStore).toBe('Loja Aurora');
    expect(company.sortDefault).toBeUndefined();
    expect(company.quantityItemsPage).toBeUndefined();
  });

  it('given flags as 0/1 and the privacy policy, it hands out booleans', () => {
    const company = companySchema.parse({
      nameStore: 'Loja Aurora',
      statusGTM: 1,
      infiniteScrolling: 0,
      privacyPolicy: { statusPolicyPrivacy: 1, alertText: 'Leia nossa [link].' },
      sortDefault: 'V',
      orderBy: 'DESC',
    });
    expect(company).toMatchObject({
      statusGTM: true,
      infiniteScrolling: false,
      privacyPolicy: { statusPolicyPrivacy: true },
      sortDefault: 'V',
      orderBy: 'DESC',
    });
  });

  it('given an unknown sort code, it falls back to undefined instead of failing the whole store', () => {
    const company = companySchema.parse({ nameStore: 'Loja Aurora', sortDefault: 'X', orderBy: 'asc' });
    expect(company.sortDefault).toBeUndefined();
    expect(company.orderBy).toBeUndefined();
  });

  it('given codes that are not text, it falls back to undefined; given null, it keeps null', () => {
    const company = companySchema.parse({
      nameStore: 'Loja Aurora',
      sortDefault: 3,
      orderBy: { value: 'ASC' },
    });
    expect(company.sortDefault).toBeUndefined();
    expect(company.orderBy).toBeUndefined();
    expect(companySchema.parse({ nameStore: 'Loja Aurora', sortDefault: null, orderBy: null })).toMatchObject(
      {
        sortDefault: null,
        orderBy: null,
      },
    );
  });

  it('given no codes, it leaves the keys out', () => {
    const company = companySchema.parse({ nameStore: 'Loja Aurora' });
    expect('sortDefault' in company).toBe(false);
    expect('orderBy' in company).toBe(false);
  });

  it('given a page size as text, it rejects the settings', () => {
    expect(companySchema.safeParse({ nameStore: 'Loja Aurora', quantityItemsPage: '24' }).success).toBe(
      false,
    );
  });
});
