import { DEFAULT_SEARCH_BLACKLIST } from './defaultSearchBlacklist';

/**
 * Tells whether a search term contains a blacklisted fragment (case-insensitive, whitespace runs read as one space).
 * When it does, the caller does not search: it shows the empty result ('Nenhum resultado encontrado para "{term}"')
 * and offers the most-sold products instead.
 */
export function isBlacklistedSearchTerm(
  term: string | null | undefined,
  blacklist: readonly string[] = DEFAULT_SEARCH_BLACKLIST,
): boolean {
  if (typeof term !== 'string') return false;
  const normalized = term.toLowerCase().replace(/\s+/g, ' ');
  return blacklist.some((fragment) => fragment !== '' && normalized.includes(fragment.toLowerCase()));
}
