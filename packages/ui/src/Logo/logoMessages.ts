/** The texts of `Logo` (not in the spec). */
export const logoMessages = {
  /** The link's name when the store's name is unknown (the company failed to load). */
  home: 'Página inicial',
};

/** The shape of {@link logoMessages}. */
export type LogoMessages = typeof logoMessages;
