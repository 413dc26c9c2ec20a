/**
 * The pt-BR texts of `QuoteDialog`. The button is the spec's quote popup button, 'Solicitar Orcamento' (without the
 * cedilla, as the spec writes it there); the title is the spec's budget button ('Solicitar Orçamento'), 'Fechar' the
 * spec's close button, and the field labels are the contact form's ('Nome', 'E-mail', 'Telefone', 'Mensagem'). The
 * SKU line is the kit's. The field messages, the success and failure texts are the flow's (`messages.forms.quote`
 * and `messages.productFlow` of the provider). Replace any through the props or `messages.ui.quoteDialog`.
 */
export const quoteDialogMessages = {
  /** The dialog's heading, which names it. */
  title: 'Solicitar Orçamento',
  nameLabel: 'Nome',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefone',
  messageLabel: 'Mensagem',
  /** The submit button (spec, verbatim). */
  submit: 'Solicitar Orcamento',
  /** The accessible name of the × button. */
  close: 'Fechar',
  /** The line under a quoted product naming its chosen SKU (not in the spec). */
  sku: (idSku: number): string => `SKU: ${idSku}`,
};

/** The shape of {@link quoteDialogMessages}. */
export type QuoteDialogMessages = typeof quoteDialogMessages;
