import { type InstitutionalPage, institutionalPageSchema } from '@vitrine/core';
import { createSandboxStore } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import {
  findInstitutionalContent,
  findPrivacyPolicy,
  institutionalEntries,
  institutionalPageHead,
  isPrivacyPolicyEnabled,
  privacyPolicyLink,
} from './institutionalPageRules';

const pages: InstitutionalPage[] = createSandboxStore().data.customPages.map((page) =>
  institutionalPageSchema.parse(page),
);

const content = (idCustomPageContent: number, name: string) => ({
  idCustomPageContent,
  name,
  content: `<p>${name}</p>`,
});

describe('institutional page rules', () => {
  it('finds a content by its page and content ids, given as numbers or as the address text', () => {
    const entry = findInstitutionalContent(pages, '1', ' 2 ');
    expect(entry?.content.name).toBe('Trocas e Devoluções');
    expect(entry?.page.name).toBe('institucional');
    expect(entry?.href).toBe('/institucional/1/2');
    expect(findInstitutionalContent(pages, 2, 4)?.content.name).toBe('Formas de Pagamento');
  });

  it('finds nothing for a content of another page, unknown ids, ids that are not numbers, or no pages yet', () => {
    expect(findInstitutionalContent(pages, 2, 1)).toBeUndefined();
    expect(findInstitutionalContent(pages, 9, 1)).toBeUndefined();
    expect(findInstitutionalContent(pages, 'quem-somos', 1)).toBeUndefined();
    expect(findInstitutionalContent(pages, '', '')).toBeUndefined();
    expect(findInstitutionalContent(undefined, 1, 1)).toBeUndefined();
  });

  it('lists every content with its address, page by page, or one footer column by order', () => {
    expect(institutionalEntries(pages).map((entry) => entry.href)).toEqual([
      '/institucional/1/1',
      '/institucional/1/2',
      '/institucional/1/3',
      '/institucional/2/4',
      '/institucional/2/5',
    ]);
    expect(institutionalEntries(pages, 2).map((entry) => entry.content.name)).toEqual([
      'Formas de Pagamento',
      'Prazos de Entrega',
    ]);
    expect(institutionalEntries(null)).toEqual([]);
  });

  it('gives the head texts: titlePage else the name, the metatag as description, the keywords', () => {
    expect(
      institutionalPageHead({
        name: 'Quem Somos',
        titlePage: 'Quem Somos | Loja',
        metatag: ' Nossa história. ',
        keywords: 'loja',
      }),
    ).toEqual({ title: 'Quem Somos | Loja', description: 'Nossa história.', keywords: 'loja' });
    expect(institutionalPageHead({ name: ' Quem Somos ', titlePage: '  ', metatag: null })).toEqual({
      title: 'Quem Somos',
      description: undefined,
      keywords: undefined,
    });
  });

  it("links the privacy policy to the 'institucional' page's 'política de privacidade' content, ignoring case and accents", () => {
    expect(privacyPolicyLink(pages)).toBe('/institucional/1/3');
    const shouted: InstitutionalPage[] = [
      {
        idCustomPage: 7,
        name: 'Ajuda',
        order: 2,
        customPagesContent: [content(70, 'Política de Privacidade')],
      },
      {
        idCustomPage: 8,
        name: ' INSTITUCIONAL ',
        order: 1,
        customPagesContent: [content(80, 'Quem Somos'), content(81, 'POLITICA DE  PRIVACIDADE')],
      },
    ];
    expect(privacyPolicyLink(shouted)).toBe('/institucional/8/81');
    expect(findPrivacyPolicy(shouted)?.content.idCustomPageContent).toBe(81);
  });

  it('has no privacy policy link when the page or its content is missing', () => {
    const withoutPolicy = pages.map((page) => ({
      ...page,
      customPagesContent: page.customPagesContent.filter((item) => item.idCustomPageContent !== 3),
    }));
    expect(privacyPolicyLink(withoutPolicy)).toBeNull();
    expect(findPrivacyPolicy(withoutPolicy)).toBeUndefined();
    expect(privacyPolicyLink([])).toBeNull();
    expect(privacyPolicyLink(undefined)).toBeNull();
  });

  it('reads whether the policy is on from the company settings, undefined while they are unknown', () => {
    expect(
      isPrivacyPolicyEnabled({
        privacyPolicy: { statusPolicyPrivacy: true, policyPrivacy: '', alertText: '' },
      }),
    ).toBe(true);
    expect(isPrivacyPolicyEnabled({ privacyPolicy: { statusPolicyPrivacy: false } })).toBe(false);
    expect(isPrivacyPolicyEnabled({ privacyPolicy: null })).toBe(false);
    expect(isPrivacyPolicyEnabled(undefined)).toBeUndefined();
  });
});
