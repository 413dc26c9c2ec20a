/**
 * The globals the analytics loaders and the data-layer sink read and write on a window. Kept local (not
 * a global `Window` augmentation) so importing `@vitrine/hooks` does not change a theme's own typings.
 */

/** The Meta pixel's `fbq` function as the official snippet defines it before `fbevents.js` arrives. */
export interface MetaPixelFunction {
  (...args: unknown[]): void;
  /** Set by `fbevents.js` once it has loaded; `undefined` while calls are still queued. */
  callMethod?: (...args: unknown[]) => void;
  /** Calls made before `fbevents.js` loaded, replayed by it in order. */
  queue: unknown[][];
  push: MetaPixelFunction;
  loaded: boolean;
  version: string;
}

/** A window as the analytics code sees it: any data layer (by name) and the pixel's `fbq`. */
export type AnalyticsWindow = Window & {
  fbq?: MetaPixelFunction;
  _fbq?: MetaPixelFunction;
} & Record<string, unknown>;
