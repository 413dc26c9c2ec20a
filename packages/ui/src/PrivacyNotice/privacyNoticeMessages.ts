/**
 * The texts of `PrivacyNotice`. The button's 'Entendi' is the spec's (also core's `formFlowMessages.privacy.accept`);
 * the notice text itself is the store's (`company.privacyPolicy.alertText`).
 */
export const privacyNoticeMessages = {
  /** The name of the notice's region. */
  label: 'Aviso de privacidade',
  /** The text of the link that fills the notice text's placeholder. */
  linkText: 'política de privacidade',
  /** The button that accepts the policy and closes the notice. */
  accept: 'Entendi',
};

/** The shape of {@link privacyNoticeMessages}. */
export type PrivacyNoticeMessages = typeof privacyNoticeMessages;
