/**
 * The pt-BR texts of `AlertMeDialog`. 'Avise-me' (the button) and 'Fechar' (the close button) are the spec's; the
 * title is the spec's sold-out control ('Avise-me quando chegar'), the field labels are the contact form's ('Nome',
 * 'E-mail', 'Telefone'). The field messages, the success, duplicate and failure texts are the flow's
 * (`messages.forms.alertMe` and `messages.productFlow` of the provider). Replace any through the props or
 * `messages.ui.alertMeDialog`.
 */
export const alertMeDialogMessages = {
  /** The dialog's heading, which names it. */
  title: 'Avise-me quando chegar',
  nameLabel: 'Nome',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefone',
  /** The submit button (spec). */
  submit: 'Avise-me',
  /** The accessible name of the × button (spec: the modal closes on 'Fechar'). */
  close: 'Fechar',
};

/** The shape of {@link alertMeDialogMessages}. */
export type AlertMeDialogMessages = typeof alertMeDialogMessages;
