/**
 * The pt-BR texts of `SocialLinks` and `FloatingMessagingButton`. The spec names no text for them, so these
 * are the kit's: replace any through the props or the provider's `messages.ui.socialLinks`.
 */
export const socialLinksMessages = {
  /** The accessible name of the links' navigation landmark. */
  label: 'Redes sociais',
  /** Appended (visually hidden) to every link: they open in a new tab. */
  newTabHint: '(abre em uma nova aba)',
  /** The floating button's name; `{network}` is the network's display name. */
  messagingLabel: 'Fale conosco pelo {network}',
  /** Display names by the platform's `identifier` (lower case); an unknown identifier is capitalised. */
  networkNames: {
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    facebook: 'Facebook',
    youtube: 'YouTube',
    twitter: 'X (Twitter)',
    x: 'X',
    tiktok: 'TikTok',
    linkedin: 'LinkedIn',
    pinterest: 'Pinterest',
    telegram: 'Telegram',
  } as Readonly<Record<string, string>>,
};

/** The texts of `SocialLinks` (see `socialLinksMessages`). */
export type SocialLinksMessages = typeof socialLinksMessages;
