import type { IdLike } from '../types';

/** Whether two platform ids are the same, whether they arrived as numbers or numeric strings. */
export function sameId(a: IdLike | null | undefined, b: IdLike | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}
