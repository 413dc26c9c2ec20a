/** The texts of `Banner` (not in the spec). */
export const bannerMessages = {
  /**
   * The accessible name of a block of several banners, by type, so the full, central, side and footer
   * blocks of one page are distinct landmarks.
   */
  labels: {
    F: 'Banners em destaque',
    C: 'Banners centrais',
    L: 'Banners laterais',
    R: 'Banners do rodapé',
  },
};

/** The shape of {@link bannerMessages}. */
export type BannerMessages = typeof bannerMessages;

declare module '../messages/UiMessages' {
  interface UiMessages {
    banner: BannerMessages;
  }
}
