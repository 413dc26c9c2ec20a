import type { Faq } from '@vitrine/core';
import { useFaq } from '@vitrine/hooks';
import { useMemo } from 'react';

/** One question of the FAQ with the accordion value that opens it (its position: '0', '1'…). */
export interface FaqEntry {
  /** The accordion item's value: the question's position as text. */
  readonly value: string;
  /** The question (text). */
  readonly question: string;
  /** The answer (the platform's HTML, shown sanitized). */
  readonly answer: string;
}

/** What `useFaqList` returns. */
export interface FaqListState {
  /** `loading` until the first answer; `error` when the list failed (shown as nothing: load errors are silent). */
  readonly status: 'loading' | 'error' | 'empty' | 'ready';
  /** The questions with a text, in the store's order. */
  readonly entries: readonly FaqEntry[];
}

/**
 * The behaviour of the FAQ: the store's questions (`useFaq`) with a question text, each with its accordion value.
 * @example
 * const { status, entries } = useFaqList();
 */
export function useFaqList(options?: { readonly faqs?: readonly Faq[] | undefined }): FaqListState {
  const faqs = options?.faqs;
  const { data, error, isLoading } = useFaq(faqs ? { fallbackData: [...faqs] } : undefined);
  return useMemo(() => {
    if (data === undefined) return { status: error && !isLoading ? 'error' : 'loading', entries: [] };
    const entries = data
      .filter((faq) => faq.question.trim() !== '')
      .map((faq, index) => ({ value: String(index), question: faq.question.trim(), answer: faq.answer }));
    return { status: entries.length === 0 ? 'empty' : 'ready', entries };
  }, [data, error, isLoading]);
}
