import * as z from 'zod/mini';
import { DEFAULT_SEARCH_BLACKLIST } from './defaultSearchBlacklist';
import { type FormMessages, formMessages } from './formMessages';
import { isBlacklistedSearchTerm } from './isBlacklistedSearchTerm';

/** Why a search term was refused, in `issue.params.reason` of the schema's custom issues. */
export type SearchTermRejection = 'tooShort' | 'notUrlSafe' | 'blacklisted';

/** Options of {@link createSearchTermSchema}. */
export interface SearchTermSchemaOptions {
  /** Fragments refused in a term; {@link DEFAULT_SEARCH_BLACKLIST} when `undefined`. */
  blacklist?: readonly string[] | undefined;
}

/**
 * Builds the search-term schema: trimmed, at least 3 characters, URL-safe (no '%') and not blacklisted.
 * Each issue carries `params.reason` (a {@link SearchTermRejection}): on 'tooShort' show the message; on
 * 'notUrlSafe' or 'blacklisted' do not call the API, show the empty result and offer the most-sold products.
 */
export function createSearchTermSchema(
  messages: FormMessages = formMessages,
  options: SearchTermSchemaOptions = {},
) {
  const m = messages.search;
  const blacklist = options.blacklist ?? DEFAULT_SEARCH_BLACKLIST;
  return z.string({ error: m.tooShort }).check(
    z.trim(),
    z.superRefine((term: string, context) => {
      const reject = (reason: SearchTermRejection, message: string) =>
        context.addIssue({ code: 'custom', message, params: { reason } });
      const noResults = m.noResults.replace('{term}', term);
      if (term.length < 3) reject('tooShort', m.tooShort);
      // A '%' would be read as a percent-encoding once the term goes into the /busca?n= URL.
      else if (term.includes('%')) reject('notUrlSafe', noResults);
      else if (isBlacklistedSearchTerm(term, blacklist)) reject('blacklisted', noResults);
    }),
  );
}

/** The search-term schema with the spec's message ('Digite ao menos 03 caracteres para realizar sua pesquisa.'). */
export const searchTermSchema = /* @__PURE__ */ createSearchTermSchema();
