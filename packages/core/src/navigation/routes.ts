import type { SearchRouteFilters } from './searchRouteFilters';

/** Options of the search-address builder. */
export interface SearchRouteOptions {
  /** The company setting that puts the listing filters in the address (`viewProductFiltersUrl`). */
  readonly viewProductFiltersUrl?: boolean | number | string | null | undefined;
}

/** Splits a friendly path into its encoded segments, dropping slashes at either end and the kind suffix. */
function slugSegments(path: string | readonly string[], suffix?: string): string[] {
  const parts = typeof path === 'string' ? path.split('/') : path.flatMap((part) => part.split('/'));
  const segments = parts.map((part) => part.trim()).filter((part) => part !== '');
  if (suffix !== undefined && segments.length > 1 && segments.at(-1) === suffix) segments.pop();
  return segments.map(encodeSegment);
}

/** Encodes a segment once: a slug that already holds `%XX` escapes is kept as it is. */
function encodeSegment(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return encodeURIComponent(segment);
  }
}

function isOn(setting: SearchRouteOptions['viewProductFiltersUrl']): boolean {
  return setting === true || setting === 1 || setting === '1' || setting === 'S' || setting === 'true';
}

/**
 * The addresses of every page of the store. Fixed pages are strings; pages that
 * depend on an entity are builders taking the platform's friendly URL text.
 */
export const routes = Object.freeze({
  /** The home page, also the target after logout and when the privacy policy is off. */
  home: '/',
  /** Customer area (Minha Conta). */
  customer: '/customer',
  /** Customer login. */
  customerLogin: '/customer/login',
  /** Customer orders (Meus Pedidos). */
  customerOrders: '/customer/order',
  /** First checkout step. */
  checkoutIdentification: '/checkout/identification',
  /** Checkout payment, reached after one-click buy. */
  checkoutPayment: '/checkout/payment',
  /** FAQ page. */
  faq: '/perguntas-frequentes',
  /** Privacy policy page. */
  privacyPolicy: '/politica-de-privacidade',
  /** Target of unknown categories, brands and groups. */
  notFound: '/404',

  /**
   * A category page: the category path (`'roupas/camisetas'` or its segments) followed by `/c`,
   * so depths 1 to 3 give the spec's 2, 3 or 4 segments.
   */
  category(path: string | readonly string[]): string {
    return `/${[...slugSegments(path, 'c'), 'c'].join('/')}`;
  },
  /** A brand page: its friendly URL followed by `/m`. */
  brand(urlFriendly: string): string {
    return `/${[...slugSegments(urlFriendly, 'm'), 'm'].join('/')}`;
  },
  /** A group page: its friendly URL followed by `/g`. */
  group(urlFriendly: string): string {
    return `/${[...slugSegments(urlFriendly, 'g'), 'g'].join('/')}`;
  },
  /**
   * A product page: the product's friendly URL text as the first segment, then `/produto/`.
   * A friendly URL that already contains `/produto/` is only normalised.
   */
  product(urlFriendly: string): string {
    const segments = slugSegments(urlFriendly);
    const at = segments.indexOf('produto');
    if (at > 0) return `/${segments.join('/')}${at === segments.length - 1 ? '/' : ''}`;
    return `/${segments.join('/')}/produto/`;
  },
  /**
   * The search page `/busca?n={term}`. When the company setting for filters in the URL is on, the
   * address also carries idCategories, brand, group and keyWord — only those that are set.
   */
  search(term: string, filters?: SearchRouteFilters, options?: SearchRouteOptions): string {
    const params = new URLSearchParams({ n: term.trim() });
    if (filters && isOn(options?.viewProductFiltersUrl)) {
      if (filters.idCategories && filters.idCategories.length > 0) {
        params.set('idCategories', filters.idCategories.join(','));
      }
      if (filters.brand !== undefined) params.set('brand', String(filters.brand));
      if (filters.group !== undefined) params.set('group', String(filters.group));
      if (filters.keyWord) params.set('keyWord', filters.keyWord);
    }
    return `/busca?${params.toString()}`;
  },
  /** An institutional custom page: `/institucional/{idCustomPage}/{idCustomPageContent}`. */
  institutional(idCustomPage: number, idCustomPageContent: number): string {
    return `/institucional/${idCustomPage}/${idCustomPageContent}`;
  },
});
