/** The texts of `Banner` (not in the spec). */
export const bannerMessages = {
  /** The accessible name of a block of several banners. */
  label: 'Banners',
};

/** The shape of {@link bannerMessages}. */
export type BannerMessages = typeof bannerMessages;

declare module '../messages/UiMessages' {
  interface UiMessages {
    banner: BannerMessages;
  }
}
