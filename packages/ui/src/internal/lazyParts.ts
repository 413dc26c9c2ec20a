import { type ComponentType, lazy } from 'react';

/**
 * A widget's lazy sub-compound: a `lazy()` stand-in for each named component of the one module the widget loads
 * on demand (one chunk per widget), each keeping the component's props. They share `load`, so the first part
 * rendered fetches the module for all of them; each suspends (to the nearest `Suspense`) until it is there.
 * @example
 * // In a widget, the module is its own on-demand file (`import('./CartPreviewSheet')`).
 * const kit = lazyParts(() => import('@vitrine/ui'), ['Price', 'Spinner']);
 * const LazyPrice = kit.Price; // renders `Price` once the module has arrived, suspending until then
 */
export function lazyParts<M, const K extends keyof M>(
  load: () => Promise<M>,
  names: readonly K[],
): Pick<M, K> {
  const parts = {} as Pick<M, K>;
  for (const name of names) {
    parts[name] = lazy(() =>
      load().then((module) => ({ default: module[name] as ComponentType<object> })),
    ) as M[K];
  }
  return parts;
}
