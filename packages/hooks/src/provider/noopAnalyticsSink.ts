import type { AnalyticsSink } from '../analytics/AnalyticsSink';

/** The sink used when `<StorefrontProvider analytics>` is `undefined`: every event is dropped. */
export const noopAnalyticsSink: AnalyticsSink = {
  ecommerce: () => {},
};
