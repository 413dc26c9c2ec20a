import { createSearchTermSchema, formMessages, type SearchTermRejection } from '@vitrine/core';
import { useContext, useMemo } from 'react';
import { StorefrontContext } from '../provider/StorefrontContext';

/** Why a term is not searched, and the text to show; `undefined` when the term is searched. */
export interface SearchTermRefusal {
  readonly reason: SearchTermRejection;
  /** 'Digite ao menos 03 caracteres...' when too short; 'Nenhum resultado encontrado para "{term}"' otherwise. */
  readonly message: string;
}

/**
 * Checks a search term with core's search-term schema (3+ characters, no '%', not blacklisted): the trimmed
 * `word` to search, or why not. Both are `undefined` for an empty or `null` term.
 * @example
 * const input = 'camiseta';
 * const { word, refusal } = useSearchTerm(input);
 */
export function useSearchTerm(
  term: string | null | undefined,
  blacklist?: readonly string[],
): { readonly word: string | undefined; readonly refusal: SearchTermRefusal | undefined } {
  const messages = useContext(StorefrontContext)?.messages.forms ?? formMessages;
  const schema = useMemo(() => createSearchTermSchema(messages, { blacklist }), [messages, blacklist]);
  return useMemo(() => {
    if (term == null || term.trim() === '') return { word: undefined, refusal: undefined };
    const parsed = schema.safeParse(term);
    if (parsed.success) return { word: parsed.data, refusal: undefined };
    const issue = parsed.error.issues[0];
    const reason = ((issue as { params?: { reason?: SearchTermRejection } } | undefined)?.params?.reason ??
      'tooShort') as SearchTermRejection;
    return { word: undefined, refusal: { reason, message: issue?.message ?? '' } };
  }, [schema, term]);
}
