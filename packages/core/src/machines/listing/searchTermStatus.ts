import { DEFAULT_SEARCH_BLACKLIST } from '../../forms/defaultSearchBlacklist';
import { isBlacklistedSearchTerm } from '../../forms/isBlacklistedSearchTerm';

/** The shortest term the autocomplete and the search page accept. */
const minimumLength = 3;

/**
 * How a typed search term fares: `'ok'` when it may be searched, `'tooShort'`
 * under 3 characters (trimmed), `'notUrlSafe'` with a '%' (it would read as an escape in
 * `/busca?n=`), `'blacklisted'` when it holds a blacklisted fragment (show the empty result and
 * offer the most-sold products instead of calling the API).
 */
export function searchTermStatus(
  term: string,
  blacklist: readonly string[] = DEFAULT_SEARCH_BLACKLIST,
): 'ok' | 'tooShort' | 'notUrlSafe' | 'blacklisted' {
  const trimmed = term.trim();
  if (trimmed.length < minimumLength) return 'tooShort';
  if (trimmed.includes('%')) return 'notUrlSafe';
  if (isBlacklistedSearchTerm(trimmed, blacklist)) return 'blacklisted';
  return 'ok';
}
