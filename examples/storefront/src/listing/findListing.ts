import {
  type Brand,
  type Breadcrumb,
  type Category,
  categoryBreadcrumbs,
  type Group,
  pageBreadcrumbs,
  pageTitle,
  type Route,
  routes,
} from '@vitrine/core';

/** A category, brand or group page the store has: what the listing lists and its title. */
export interface FoundListing {
  readonly kind: 'category' | 'brand' | 'group';
  /** The friendly path with its marker (`'roupas/camisetas/c'`), as the listing calls take it. */
  readonly textLink: string;
  /** The page title: the category's name, the brand's or group's title (else its name). */
  readonly title: string;
  /** The category's level code; `undefined` for brands and groups. */
  readonly level?: string | undefined;
  /** The page's breadcrumbs: Home and the category path, or Home and the brand's or group's title. */
  readonly crumbs: readonly Breadcrumb[];
  /** The brand's or group's own SEO title, used whole as the document title when it has one. */
  readonly documentTitle?: string | undefined;
  /** The entity's own description for the head, when it has one. */
  readonly description?: string | undefined;
}

/** A listing route as `parseRoute` reads it. */
export type ListingRoute = Extract<Route, { kind: 'category' | 'brand' | 'group' }>;

/** A category's address: its friendly URL when it holds the whole path, else its ancestors' slugs and its own. */
function categoryHref(path: readonly Category[]): string {
  const last = path.at(-1)?.urlFriendly ?? '';
  if (last.replace(/^\/+|\/+$/g, '').includes('/')) return routes.category(last);
  return routes.category(path.map((category) => category.urlFriendly ?? '').filter((slug) => slug !== ''));
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function findCategory(
  tree: readonly Category[],
  href: string,
  ancestors: Category[] = [],
): Category[] | undefined {
  for (const category of tree) {
    const path = [...ancestors, category];
    if (same(categoryHref(path), href)) return path;
    const below = category.childMenu ? findCategory(category.childMenu, href, path) : undefined;
    if (below) return below;
  }
  return undefined;
}

/** A friendly URL without slashes at its ends nor the brand or group marker (`'nike/m'` → `'nike'`). */
const bareSlug = (text: string) => text.replace(/^\/+|\/+$/g, '').replace(/\/[mg]$/i, '');

/**
 * The category, brand or group an address names, looked up in the store's lists; `undefined` when the store
 * has none by that address (the page then answers 404).
 */
export function findListing(
  route: ListingRoute,
  lists: {
    readonly categories?: readonly Category[] | undefined;
    readonly brands?: readonly Brand[] | undefined;
    readonly groups?: readonly Group[] | undefined;
  },
): FoundListing | undefined {
  if (route.kind === 'category') {
    const path = findCategory(lists.categories ?? [], routes.category(route.segments));
    const category = path?.at(-1);
    if (!category) return undefined;
    return {
      kind: 'category',
      textLink: route.textLink,
      title: pageTitle({ kind: 'category', category }),
      level: category.level,
      crumbs: categoryBreadcrumbs(lists.categories ?? [], category.level),
    };
  }
  const title = (entity: Brand | Group) =>
    route.kind === 'brand'
      ? pageTitle({ kind: 'brand', brand: entity as Brand })
      : pageTitle({ kind: 'group', group: entity as Group });
  const entries: readonly (Brand | Group)[] = (route.kind === 'brand' ? lists.brands : lists.groups) ?? [];
  const entity = entries.find((each) => same(bareSlug(each.urlFriendly), route.urlFriendly));
  if (!entity) return undefined;
  return {
    kind: route.kind,
    textLink: route.textLink,
    title: title(entity),
    crumbs: pageBreadcrumbs(title(entity)),
    documentTitle: entity.title?.trim() || undefined,
    description: entity.metaDescription ?? undefined,
  };
}
