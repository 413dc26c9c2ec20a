/** The texts of `PhoneLink` (not in the spec: the link's spoken prefix). */
export const phoneLinkMessages = {
  /** Read before the number by screen readers, hidden on screen. */
  label: 'Ligar para',
};

/** The shape of {@link phoneLinkMessages}. */
export type PhoneLinkMessages = typeof phoneLinkMessages;
