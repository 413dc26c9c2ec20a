import type { StorefrontEvent, StorefrontEventType } from '@vitrine/core';
import { useEffect, useRef } from 'react';
import { useStorefront } from './useStorefront';

/**
 * Listens to one type of storefront event (or all with `'*'`) while the component is mounted. The latest
 * `listener` is always called, so it may close over fresh props without resubscribing.
 * @example
 * const [products, setProducts] = useState<readonly StorefrontProductInfo[]>([]);
 * useStorefrontEvent('quote.open', (event) => setProducts(event.products));
 */
export function useStorefrontEvent<T extends StorefrontEventType | '*'>(
  type: T,
  listener: (event: T extends '*' ? StorefrontEvent : Extract<StorefrontEvent, { readonly type: T }>) => void,
): void {
  const { bus } = useStorefront();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(
    () => bus.subscribe(type, (event) => latest.current(event as Parameters<typeof listener>[0])),
    [bus, type],
  );
}
