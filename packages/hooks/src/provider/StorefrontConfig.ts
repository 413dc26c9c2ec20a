/** Page-wide settings of the storefront that are not store data (those come from `useCompany`). */
export interface StorefrontConfig {
  /**
   * The shopper's device, for device-restricted banners and timings. Server rendering cannot detect it, so
   * pass it from the request (user agent, client hints); 'desktop' by default.
   */
  device: 'mobile' | 'desktop';
  /** The store theme ('modas', 'cosmeticos'...): a few display rules depend on it; `undefined` for none. */
  theme?: string | undefined;
  /** Whether installment lists load as soon as they mount instead of on first use (the show-first attribute). */
  showFirstInstallments: boolean;
  /**
   * The number source for random choices (the random banner). `Math.random` by default; used only after
   * mount so server and client markup agree. Pass a seeded source in tests.
   */
  random: () => number;
}
