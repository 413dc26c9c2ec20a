/**
 * The texts of `NewsletterForm`: the button is the spec's 'Cadastrar'; the field labels and the form's name are
 * not in the spec. The success and failure texts are the flow's (`messages.formFlow.newsletter`).
 */
export const newsletterFormMessages = {
  /** The form's accessible name (and visible title when `showTitle`). */
  title: 'Newsletter',
  nameLabel: 'Nome',
  emailLabel: 'E-mail',
  submit: 'Cadastrar',
};

/** The shape of {@link newsletterFormMessages}. */
export type NewsletterFormMessages = typeof newsletterFormMessages;
