/** The banner blocks the home page shows (full-width, then central). */
export const homeBannerTypes = ['F', 'C'] as const;
