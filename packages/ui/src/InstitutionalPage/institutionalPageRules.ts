import {
  type Company,
  type InstitutionalPage,
  type InstitutionalPageContent,
  privacyPolicyHref,
  routes,
} from '@vitrine/core';

/** An institutional page's content with its page and its address (`/institucional/{page}/{content}`). */
export interface InstitutionalEntry {
  /** The page holding the content (its `name` heads a footer column). */
  readonly page: InstitutionalPage;
  /** The content: its `name`, HTML `content` and head texts. */
  readonly content: InstitutionalPageContent;
  /** The content's address. */
  readonly href: string;
}

/** What an institutional page puts in the document's `<head>`. */
export interface InstitutionalPageHead {
  /** The document title: the content's `titlePage`, else its `name`. */
  readonly title: string;
  /** The meta description (the content's `metatag`); `undefined` when it has none. */
  readonly description: string | undefined;
  /** The meta keywords; `undefined` when it has none. */
  readonly keywords: string | undefined;
}

/** An id from data or from an address segment ('12'): a number, or `undefined` when it is not one. */
function toId(value: number | string): number | undefined {
  const id = typeof value === 'number' ? value : Number(value.trim());
  return Number.isInteger(id) ? id : undefined;
}

/**
 * The content `idCustomPageContent` of the page `idCustomPage` (ids as numbers or as the address's text);
 * `undefined` while the pages are unknown or when either is missing.
 * @example
 * declare const pages: import('@vitrine/core').InstitutionalPage[];
 * const entry = findInstitutionalContent(pages, '1', '3'); // from /institucional/1/3
 */
export function findInstitutionalContent(
  pages: readonly InstitutionalPage[] | null | undefined,
  idCustomPage: number | string,
  idCustomPageContent: number | string,
): InstitutionalEntry | undefined {
  const pageId = toId(idCustomPage);
  const contentId = toId(idCustomPageContent);
  if (pageId === undefined || contentId === undefined) return undefined;
  const page = pages?.find((candidate) => candidate.idCustomPage === pageId);
  const content = page?.customPagesContent.find((item) => item.idCustomPageContent === contentId);
  return page && content ? { page, content, href: routes.institutional(pageId, contentId) } : undefined;
}

/** Every content of the pages, page by page, with its address (the footer's links); `order` keeps one column. */
export function institutionalEntries(
  pages: readonly InstitutionalPage[] | null | undefined,
  order?: number,
): InstitutionalEntry[] {
  return (pages ?? [])
    .filter((page) => order === undefined || page.order === order)
    .flatMap((page) =>
      page.customPagesContent.map((content) => ({
        page,
        content,
        href: routes.institutional(page.idCustomPage, content.idCustomPageContent),
      })),
    );
}

const blank = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};

/** The `<head>` texts of a content: title (`titlePage` else `name`), meta description and keywords. */
export function institutionalPageHead(
  content: Pick<InstitutionalPageContent, 'name' | 'titlePage' | 'metatag' | 'keywords'>,
): InstitutionalPageHead {
  return {
    title: blank(content.titlePage) ?? content.name.trim(),
    description: blank(content.metatag),
    keywords: blank(content.keywords),
  };
}

/**
 * The privacy policy's address: the content named 'política de privacidade' of the page named 'institucional'
 * (core's `privacyPolicyHref`, names compared ignoring case and accents); `null` when the store has none.
 */
export function privacyPolicyLink(pages: readonly InstitutionalPage[] | null | undefined): string | null {
  return privacyPolicyHref(pages) ?? null;
}

/** The privacy policy's institutional content (the one {@link privacyPolicyLink} points to); `undefined` when none. */
export function findPrivacyPolicy(
  pages: readonly InstitutionalPage[] | null | undefined,
): InstitutionalEntry | undefined {
  const href = privacyPolicyHref(pages);
  // Matched by address so the name rule stays core's alone.
  return href === undefined ? undefined : institutionalEntries(pages).find((entry) => entry.href === href);
}

/**
 * Whether the store's privacy policy is on (`privacyPolicy.statusPolicyPrivacy`); `undefined` while the company
 * settings are unknown. When false, the policy page sends the shopper home.
 */
export function isPrivacyPolicyEnabled(
  company: Pick<Company, 'privacyPolicy'> | null | undefined,
): boolean | undefined {
  if (!company) return undefined;
  return company.privacyPolicy?.statusPolicyPrivacy === true;
}
