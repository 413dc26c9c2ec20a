import { homeBreadcrumb } from './homeBreadcrumb';
import { routes } from './routes';
import type { Breadcrumb } from './types';

/**
 * The breadcrumbs of the customer area: Home, 'Área do Cliente', then the page.
 * Without a page label (`undefined`), the customer area itself is the current page.
 */
export function customerBreadcrumbs(pageLabel?: string): Breadcrumb[] {
  if (pageLabel === undefined) return [homeBreadcrumb, { label: 'Área do Cliente' }];
  return [homeBreadcrumb, { label: 'Área do Cliente', href: routes.customer }, { label: pageLabel }];
}
