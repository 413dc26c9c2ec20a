/** The texts of `Seals` (not in the spec). */
export const sealsMessages = {
  /** The list's accessible name. */
  label: 'Selos de segurança',
  /** Read after a seal's name when its link opens a new tab. */
  newTab: '(abre em nova aba)',
};

/** The shape of {@link sealsMessages}. */
export type SealsMessages = typeof sealsMessages;
