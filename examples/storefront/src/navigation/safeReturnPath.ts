import { routes } from '@vitrine/core';

/**
 * Where the login page sends the shopper back to: `wanted` when it is a path of this site (`/customer/order`,
 * with its query), else the customer area. An absolute or protocol-relative address (`https://…`, `//evil`,
 * `/\evil`) is refused: a login page that follows any address is an open redirect.
 */
export function safeReturnPath(wanted: string | null | undefined): string {
  const path = wanted?.trim() ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return routes.customer;
  if ([...path].some((char) => char.charCodeAt(0) < 32)) return routes.customer;
  return path;
}

/**
 * A path as a `Location` header can carry it: every character outside printable ASCII percent-encoded (UTF-8),
 * the rest (escapes already there included) left as it is. `/。x` → `/%E3%80%82x`.
 */
export function locationHeaderPath(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      // A lone surrogate has no UTF-8 form: the replacement character stands for it.
      return '%EF%BF%BD';
    }
  });
}
