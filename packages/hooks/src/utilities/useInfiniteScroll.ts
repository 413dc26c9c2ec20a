import type { RefCallback } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import type { SentinelOptions } from './observeSentinel';
import { observeSentinel } from './observeSentinel';

/** Options of `useInfiniteScroll`. */
export interface UseInfiniteScrollOptions extends SentinelOptions {
  /** Loads the next page (e.g. adds one more fetch length to the page size); may return a promise. */
  onLoadMore: () => unknown;
  /** `false` turns it off: the store setting is off, or a product page (default `true`). */
  enabled?: boolean | undefined;
  /** `false` once every item is loaded (default `true`). */
  hasMore?: boolean | undefined;
  /** `true` while a page is loading elsewhere (e.g. SWR validating); loads wait for it (default `false`). */
  isLoading?: boolean | undefined;
  /** How long the sentinel must stay in view (or scrolling must pause) before loading, in ms (default 150). */
  debounceMs?: number | undefined;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
const noop = () => {};

/**
 * Infinite scroll for a product listing: returns a ref for a sentinel element placed after the list; when the
 * shopper scrolls it into view, `onLoadMore` runs once per 150 ms debounce window, and again while the
 * sentinel stays in view after the page arrived. A promise from `onLoadMore` holds further loads until it
 * settles (a rejected one waits for the sentinel to come back into view). Nothing is observed while
 * `enabled` or `hasMore` is false, nor on the server.
 *
 * @example
 * declare function ProductCard(props: { product: Product }): ReactNode;
 * function Listing({ products, hasMore, loadMore }: { products: Product[]; hasMore: boolean; loadMore: () => void }) {
 *   const { data: company } = useCompany();
 *   const sentinel = useInfiniteScroll({ onLoadMore: loadMore, hasMore, enabled: company?.infiniteScrolling });
 *   return (
 *     <>
 *       <ul>{products.map((product) => <ProductCard key={product.idProduct} product={product} />)}</ul>
 *       <div ref={sentinel} aria-hidden />
 *     </>
 *   );
 * }
 */
export function useInfiniteScroll(options: UseInfiniteScrollOptions): RefCallback<Element> {
  const { onLoadMore, enabled = true, hasMore = true, isLoading = false, debounceMs = 150 } = options;
  const { root, rootMargin } = options;
  const latest = useRef({ onLoadMore, isLoading });
  const recheck = useRef<() => void>(noop);

  useEffect(() => {
    latest.current = { onLoadMore, isLoading };
  });
  // A load held back by `isLoading` happens once it is over, if the sentinel is still in view.
  useEffect(() => {
    if (!isLoading) recheck.current();
  }, [isLoading]);

  const active = enabled && hasMore;
  return useCallback(
    (node: Element | null) => {
      if (!node || !active) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let pending = false;
      let disposed = false;
      const cancel = () => {
        clearTimeout(timer);
        timer = undefined;
      };
      const schedule = () => {
        cancel();
        timer = setTimeout(load, debounceMs);
      };
      const settled = (succeeded: boolean) => {
        pending = false;
        // While the sentinel is still in view the page is not full yet: load again after another window.
        if (succeeded && !disposed && sentinel.isVisible()) schedule();
      };
      const load = () => {
        timer = undefined;
        if (disposed || pending || latest.current.isLoading || !sentinel.isVisible()) return;
        const result = latest.current.onLoadMore();
        if (!isThenable(result)) return settled(true);
        pending = true;
        result.then(
          () => settled(true),
          () => settled(false),
        );
      };
      const sentinel = observeSentinel(node, { root, rootMargin }, (visible) =>
        visible ? schedule() : cancel(),
      );
      recheck.current = () => {
        if (!pending && timer === undefined && sentinel.isVisible()) schedule();
      };
      return () => {
        disposed = true;
        cancel();
        sentinel.disconnect();
        recheck.current = noop;
      };
    },
    [active, debounceMs, root, rootMargin],
  );
}
