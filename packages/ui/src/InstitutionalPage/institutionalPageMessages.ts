/**
 * The texts of `InstitutionalPage`, `InstitutionalLinks` and `PrivacyPolicy`. The spec names none of them:
 * pt-BR defaults in the store's voice, replaceable through `messages.ui.institutionalPage`.
 */
export const institutionalPageMessages = {
  /** Shown when the address names a page or content the store does not have. */
  notFound: 'Página não encontrada.',
  /** The name of the links' navigation landmark. */
  linksLabel: 'Links institucionais',
  /** The privacy policy page's heading. */
  privacyPolicyTitle: 'Política de Privacidade',
};

/** The shape of {@link institutionalPageMessages}. */
export type InstitutionalPageMessages = typeof institutionalPageMessages;
