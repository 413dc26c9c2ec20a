import { normalizeName } from './normalizeName';
import { routes } from './routes';

/** An institutional page with its contents, as the institutional-pages call returns it. */
export interface InstitutionalPageLike {
  readonly idCustomPage: number;
  readonly name: string;
  readonly customPagesContent?:
    | readonly { readonly idCustomPageContent: number; readonly name: string }[]
    | null
    | undefined;
}

const pageName = normalizeName('institucional');
const contentName = normalizeName('política de privacidade');

/**
 * The privacy-policy link, built from the institutional page named 'institucional' and its content
 * named 'política de privacidade' (matched ignoring case and accents); `undefined` when either is missing.
 */
export function privacyPolicyHref(
  pages: readonly InstitutionalPageLike[] | null | undefined,
): string | undefined {
  for (const page of pages ?? []) {
    if (normalizeName(page.name) !== pageName) continue;
    const content = page.customPagesContent?.find((item) => normalizeName(item.name) === contentName);
    if (content) return routes.institutional(page.idCustomPage, content.idCustomPageContent);
  }
  return undefined;
}
