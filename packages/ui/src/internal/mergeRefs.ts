import { type Ref, type RefCallback, useMemo } from 'react';

/** One ref callback feeding every given ref (a part's own and its consumer's). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * `mergeRefs(own, theirs)`, the same callback while both refs are: a part's own ref (from its behaviour's prop
 * getter) and the consumer's `ref` prop, on one element.
 * @example
 * declare const own: RefObject<HTMLElement | null>;
 * declare const ref: Ref<HTMLElement> | undefined;
 * const setRef = useMergedRefs(own, ref); // <section ref={setRef}>
 */
export function useMergedRefs<T>(own: Ref<T> | undefined, theirs: Ref<T> | undefined): RefCallback<T> {
  return useMemo(() => mergeRefs(own, theirs), [own, theirs]);
}
