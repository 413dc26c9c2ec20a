import { parseId } from './parseId';
import { parseIdList } from './parseIdList';
import type { SearchRouteFilters } from './searchRouteFilters';

/** A page of the store, as `parseRoute` recognises it from an address. */
export type Route =
  | { readonly kind: 'home' }
  | {
      readonly kind: 'category';
      /** The category slugs, 1 to 3 of them (the address has 2, 3 or 4 segments with the `c`). */
      readonly segments: readonly string[];
      /** The category path, slugs joined by `/` (`'roupas/camisetas'`). */
      readonly path: string;
      /** The category path plus `/c`, as the category-banner and listing calls take it. */
      readonly textLink: string;
    }
  | { readonly kind: 'brand'; readonly urlFriendly: string; readonly textLink: string }
  | { readonly kind: 'group'; readonly urlFriendly: string; readonly textLink: string }
  | {
      readonly kind: 'search';
      /** The search term (`n`), `''` when the address has none. */
      readonly term: string;
      /** The filters the address carries (only those present). */
      readonly filters: SearchRouteFilters;
    }
  | { readonly kind: 'product'; readonly urlFriendly: string }
  | {
      readonly kind: 'customer';
      /** The sub-page of the customer area (`'addresses'`), `undefined` for the area itself. */
      readonly section?: string | undefined;
    }
  | { readonly kind: 'customerLogin' }
  | { readonly kind: 'customerOrders' }
  | { readonly kind: 'checkoutIdentification' }
  | { readonly kind: 'checkoutPayment' }
  | { readonly kind: 'institutional'; readonly idCustomPage: number; readonly idCustomPageContent: number }
  | { readonly kind: 'faq' }
  | { readonly kind: 'privacyPolicy' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'unknown'; readonly pathname: string };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`%E0%A4%A`) is kept as typed rather than failing the whole route.
    return segment;
  }
}

function searchFilters(params: URLSearchParams): SearchRouteFilters {
  const filters: { -readonly [K in keyof SearchRouteFilters]: SearchRouteFilters[K] } = {};
  const idCategories = parseIdList(params.get('idCategories'));
  if (idCategories.length > 0) filters.idCategories = idCategories;
  const brand = parseId(params.get('brand'));
  if (brand !== undefined) filters.brand = brand;
  const group = parseId(params.get('group'));
  if (group !== undefined) filters.group = group;
  const keyWord = params.get('keyWord')?.trim();
  if (keyWord) filters.keyWord = keyWord;
  return filters;
}

// A Map, not an object: an address like `/constructor` or `/__proto__` must not find Object.prototype's members.
const fixedRoutes: ReadonlyMap<string, Route> = new Map<string, Route>(
  Object.entries({
    customer: { kind: 'customer' },
    'customer/login': { kind: 'customerLogin' },
    'customer/order': { kind: 'customerOrders' },
    'customer/orders': { kind: 'customerOrders' },
    'checkout/identification': { kind: 'checkoutIdentification' },
    'checkout/payment': { kind: 'checkoutPayment' },
    'perguntas-frequentes': { kind: 'faq' },
    'politica-de-privacidade': { kind: 'privacyPolicy' },
    '404': { kind: 'notFound' },
  } satisfies Record<string, Route>),
);

/**
 * Recognises the page an address points to. `pathname` may carry its own `?query`; `search`
 * (with or without `?`) wins when given. It never throws: anything unrecognised is `unknown`.
 */
export function parseRoute(pathname: string, search?: string | URLSearchParams): Route {
  // A full URL is reduced to its path; the fragment never matters to routing.
  const address =
    String(pathname)
      .replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '')
      .split('#')[0] ?? '';
  const queryAt = address.indexOf('?');
  const rawPath = queryAt === -1 ? address : address.slice(0, queryAt);
  const ownQuery = queryAt === -1 ? '' : address.slice(queryAt + 1);
  const params =
    search instanceof URLSearchParams
      ? search
      : new URLSearchParams(search === undefined ? ownQuery : search);
  const segments = rawPath
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  const joined = segments.join('/').toLowerCase();

  if (segments.length === 0) return { kind: 'home' };
  const fixed = fixedRoutes.get(joined);
  if (fixed) return fixed;

  const first = segments[0]?.toLowerCase();
  const last = segments.at(-1);
  if (joined === 'busca')
    return { kind: 'search', term: params.get('n')?.trim() ?? '', filters: searchFilters(params) };

  const productAt = segments.findIndex((segment) => segment.toLowerCase() === 'produto');
  if (productAt !== -1) {
    // The first segment is the product's friendly URL text; `/produto/{text}` is read the other way round.
    const urlFriendly = productAt === 0 ? segments[1] : segments[0];
    return urlFriendly ? { kind: 'product', urlFriendly } : { kind: 'unknown', pathname: rawPath };
  }

  if (first === 'customer' && segments.length === 2) return { kind: 'customer', section: segments[1] };

  if (first === 'institucional' && segments.length === 3) {
    const idCustomPage = parseId(segments[1]);
    const idCustomPageContent = parseId(segments[2]);
    if (idCustomPage !== undefined && idCustomPageContent !== undefined) {
      return { kind: 'institutional', idCustomPage, idCustomPageContent };
    }
    return { kind: 'unknown', pathname: rawPath };
  }

  const slugs = segments.slice(0, -1);
  const path = slugs.join('/');
  if (last === 'c' && slugs.length >= 1 && slugs.length <= 3) {
    return { kind: 'category', segments: slugs, path, textLink: `${path}/c` };
  }
  if (last === 'm' && slugs.length >= 1) return { kind: 'brand', urlFriendly: path, textLink: `${path}/m` };
  if (last === 'g' && slugs.length >= 1) return { kind: 'group', urlFriendly: path, textLink: `${path}/g` };

  return { kind: 'unknown', pathname: rawPath };
}
