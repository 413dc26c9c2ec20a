import { parseId } from './parseId';

/** Reads a comma list of positive integer ids (`'3,7'` → `[3, 7]`), skipping anything else. */
export function parseIdList(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const id = parseId(part);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}
