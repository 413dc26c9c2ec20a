'use client';
/**
 * @vitrine/hooks: the headless storefront SDK. Explicit named exports only; each region is owned by one
 * area of the package.
 */

// #region provider, context, event bus, messages (src/provider)
// #endregion

// #region catalogue data hooks over SWR (src/catalogue)
// #endregion

// #region analytics, share, countdown, infinite scroll (src/analytics, src/utilities)
export type { AnalyticsSink } from './analytics/AnalyticsSink';
// #endregion

// #region flow hooks over the core machines (src/flows)
// #endregion
