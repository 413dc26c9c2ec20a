import { describe, expect, it } from 'vitest';
import { cepLookupLink } from './cepLookupLink';
import { privacyPolicyHref } from './privacyPolicyHref';

describe('privacyPolicyHref', () => {
  it("is built from the page named 'institucional' and its content named 'política de privacidade'", () => {
    const pages = [
      {
        idCustomPage: 1,
        name: 'Ajuda',
        customPagesContent: [{ idCustomPageContent: 9, name: 'Política de Privacidade' }],
      },
      {
        idCustomPage: 2,
        name: 'Institucional',
        customPagesContent: [
          { idCustomPageContent: 5, name: 'Quem somos' },
          { idCustomPageContent: 7, name: 'POLITICA DE  PRIVACIDADE' },
        ],
      },
    ];
    expect(privacyPolicyHref(pages)).toBe('/institucional/2/7');
  });

  it('given no such page or content, it is undefined', () => {
    expect(
      privacyPolicyHref([{ idCustomPage: 2, name: 'institucional', customPagesContent: [] }]),
    ).toBeUndefined();
    expect(privacyPolicyHref([{ idCustomPage: 2, name: 'institucional' }])).toBeUndefined();
    expect(privacyPolicyHref([])).toBeUndefined();
    expect(privacyPolicyHref(undefined)).toBeUndefined();
  });
});

describe('cepLookupLink', () => {
  it("points to Correios' CEP lookup and opens in a new tab without an opener", () => {
    expect(cepLookupLink.href).toMatch(/^https:\/\/buscacepinter\.correios\.com\.br\//);
    expect(cepLookupLink.target).toBe('_blank');
    expect(cepLookupLink.rel).toBe('noopener noreferrer');
  });
});
