import { homeBreadcrumb } from './homeBreadcrumb';
import type { Breadcrumb } from './types';

/** The breadcrumbs of a brand, group or search page: Home plus the page (see `pageTitle` for its label). */
export function pageBreadcrumbs(label: string): Breadcrumb[] {
  return [homeBreadcrumb, { label }];
}
