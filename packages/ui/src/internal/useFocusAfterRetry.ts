import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** What `useFocusAfterRetry` returns. */
export interface FocusAfterRetry<T extends HTMLElement> {
  /** The element that takes focus once a retry succeeds (the widget's root, `tabIndex={-1}`). */
  readonly targetRef: RefObject<T | null>;
  /** Call from the retry button's click. */
  markRetry(): void;
}

/**
 * Keeps the keyboard in place across a retry: the 'Tentar novamente' button goes away with the error it answers,
 * which would drop focus to the page's start, so once a retry leaves the error state focus moves to `targetRef`
 * (only when focus was lost; a shopper who moved on keeps their place).
 * @example
 * declare const failed: boolean;
 * const { targetRef, markRetry } = useFocusAfterRetry<HTMLElement>(failed);
 */
export function useFocusAfterRetry<T extends HTMLElement>(failed: boolean): FocusAfterRetry<T> {
  const targetRef = useRef<T | null>(null);
  const retried = useRef(false);
  useEffect(() => {
    if (failed || !retried.current) return;
    retried.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) targetRef.current?.focus();
  }, [failed]);
  const markRetry = useCallback(() => {
    retried.current = true;
  }, []);
  return { targetRef, markRetry };
}
