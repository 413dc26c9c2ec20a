import type { StorefrontConfig } from './StorefrontConfig';

/** The configuration `<StorefrontProvider>` starts from: desktop, no theme, installments on first use. */
export const defaultStorefrontConfig: StorefrontConfig = {
  device: 'desktop',
  theme: undefined,
  showFirstInstallments: false,
  random: Math.random,
};
