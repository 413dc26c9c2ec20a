import {
  type Breadcrumb,
  type BreadcrumbProductLike,
  categoryBreadcrumbs,
  customerBreadcrumbs,
  pageBreadcrumbs,
  productBreadcrumbs,
  routes,
} from '@vitrine/core';
import { useCategories, useStorefront } from '@vitrine/hooks';
import { useMemo } from 'react';

/** Which page the trail is built for (Breadcrumbs). */
export type BreadcrumbPage =
  /** A category page: Home, then the path read from the level code over the loaded category tree. */
  | { readonly kind: 'category'; readonly level: string }
  /** A brand, group or search page: Home plus the page's title. */
  | { readonly kind: 'page'; readonly label: string }
  /** The customer area; `label` is the page inside it, `undefined` for the area itself. */
  | { readonly kind: 'customer'; readonly label?: string | undefined }
  /** A product page: Home, up to three levels of its default category, then its name (not for 'modas'/'cosmeticos'). */
  | { readonly kind: 'product'; readonly product: BreadcrumbProductLike };

/** What the trail hook returns. */
export interface BreadcrumbTrail {
  /** The links, Home first; empty while loading or when the category tree failed to load. */
  readonly items: readonly Breadcrumb[];
  readonly isLoading: boolean;
  /** The category tree could not be loaded (the spec ignores the failure: only Home shows). */
  readonly hasError: boolean;
}

/**
 * The breadcrumb trail of a page, from core's builders; only a category page loads data (the tree).
 * `page` `undefined` means the page itself is still loading; `null` builds no trail (a ready one is given).
 */
export function useBreadcrumbTrail(
  page: BreadcrumbPage | null | undefined,
  homeLabel: string,
): BreadcrumbTrail {
  const { config } = useStorefront();
  const needsTree = page?.kind === 'category';
  // `isPaused` keeps the hook order stable while skipping the request for pages that need no tree.
  const tree = useCategories({ isPaused: () => !needsTree });
  const items = useMemo((): Breadcrumb[] => {
    if (!page) return [];
    switch (page.kind) {
      case 'category':
        if (!tree.data) return tree.error ? [{ label: homeLabel, href: routes.home }] : [];
        return categoryBreadcrumbs(tree.data, page.level);
      case 'page':
        return pageBreadcrumbs(page.label);
      case 'customer':
        return customerBreadcrumbs(page.label);
      case 'product':
        return productBreadcrumbs(page.product, config.theme ? { theme: config.theme } : undefined);
    }
  }, [page, tree.data, tree.error, homeLabel, config.theme]);
  return {
    items,
    isLoading: page === undefined || (needsTree && !tree.data && !tree.error),
    hasError: needsTree && !tree.data && tree.error !== undefined,
  };
}
