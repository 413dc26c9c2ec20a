import { routes } from './routes';

/**
 * The address of the last category of a root-first path. A friendly URL holding slashes is
 * already the whole path; a bare slug is joined to its ancestors' slugs.
 */
export function categoryPathHref(
  path: readonly { readonly urlFriendly?: string | null | undefined }[],
): string {
  const last = path.at(-1)?.urlFriendly ?? '';
  if (last.replace(/^\/+|\/+$/g, '').includes('/')) return routes.category(last);
  return routes.category(path.map((category) => category.urlFriendly ?? '').filter((slug) => slug !== ''));
}
