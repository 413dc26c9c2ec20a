/**
 * The texts of `ContactForm`. The field labels, 'ENVIAR', 'Formulário enviado com sucesso' and 'Erro ao enviar
 * formulário' are the spec's; the form's name, the empty choices and the topics' load failure are ours (the
 * spec names none). The field messages ('Informe seu Nome', 'Selecione o Estado'…) are the form's own
 * (`messages.forms.contact`).
 */
export interface ContactFormMessages {
  /** The form's accessible name. */
  title: string;
  nameLabel: string;
  emailLabel: string;
  phoneLabel: string;
  stateLabel: string;
  /** The state list's first choice, which is not a valid answer. */
  statePlaceholder: string;
  /** What a state choice shows: its two-letter code ('SP') by default; its name is the option's `title`. */
  stateOption: (code: string, name: string) => string;
  cityLabel: string;
  /** The topic list ('Descrição'). */
  topicLabel: string;
  /** The topic list's first choice, which is not a valid answer. */
  topicPlaceholder: string;
  /** Beside the topic list when the topics could not be loaded. */
  topicsLoadError: string;
  subjectLabel: string;
  messageLabel: string;
  submit: string;
  /** The outcome of a sent form. */
  success: string;
  /** The outcome of a failed send, followed by its code in parentheses ('(500)', '(network)'). */
  failure: string;
}

/** The default texts of `ContactForm`; see {@link ContactFormMessages}. */
export const contactFormMessages: ContactFormMessages = {
  title: 'Formulário de contato',
  nameLabel: 'Nome',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefone',
  stateLabel: 'Estado',
  statePlaceholder: 'Selecione',
  stateOption: (code) => code,
  cityLabel: 'Cidade',
  topicLabel: 'Descrição',
  topicPlaceholder: 'Selecione',
  topicsLoadError: 'Não foi possível carregar as descrições.',
  subjectLabel: 'Assunto',
  messageLabel: 'Mensagem',
  submit: 'ENVIAR',
  success: 'Formulário enviado com sucesso',
  failure: 'Erro ao enviar formulário',
};
