import { routes } from './routes';
import type { Breadcrumb } from './types';

/** The first link of every breadcrumb trail. */
export const homeBreadcrumb: Breadcrumb = Object.freeze({ label: 'Home', href: routes.home });
