/**
 * The pt-BR texts of `AccountForm` (the kit's: the store's own texts name none of the customer area's). The field
 * messages ('Informe o Nome', 'E-mail Inválido', 'Informe um Telefone Válido', 'Informe a Senha'…) are the
 * provider's `messages.forms` (the registration's and the login's), and a failure shows the store's own text.
 */
export const accountFormMessages = {
  /** The section's heading, which also names the form. */
  title: 'Meus dados',
  /** Announced while the account loads. */
  loading: 'Carregando seus dados…',
  /** The account could not load (the store's text follows it). */
  loadError: 'Não foi possível carregar seus dados.',
  /** Loads the account again after a failure. */
  retry: 'Tentar novamente',
  nameLabel: 'Nome',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefone',
  birthDateLabel: 'Data de nascimento (opcional)',
  /** The birth date's placeholder, showing its format. */
  birthDatePlaceholder: 'DD/MM/AAAA',
  /** The current password, asked only when the e-mail changes. */
  passwordLabel: 'Senha atual',
  /** Under the password: why it is asked. */
  passwordHint: 'Para alterar o e-mail, confirme com a sua senha atual.',
  /** The submit button. */
  submit: 'Salvar alterações',
  /** Announced once the account was saved. */
  saved: 'Dados salvos com sucesso.',
  /** Shown when the store answers a change with false (without a text of its own). */
  rejected: 'Não foi possível salvar seus dados. Tente novamente.',
};

/** The texts of `AccountForm` (see `accountFormMessages`). */
export type AccountFormMessages = typeof accountFormMessages;
