/**
 * The texts of `RegisterForm`. The field messages ('Informe um CPF ou CNPJ Válido', 'As senhas não conferem'…)
 * are the schema's (`messages.forms.register`); a failed registration shows the store's own text.
 */
export const registerFormMessages = {
  /** The form's accessible name (and visible heading when `showTitle`). */
  title: 'Cadastro',
  /** The legend of the person / company choice. */
  personTypeLegend: 'Tipo de cadastro',
  person: 'Pessoa Física',
  company: 'Pessoa Jurídica',
  /** The name's label for a person. */
  nameLabel: 'Nome completo',
  /** The name's label for a company. */
  companyNameLabel: 'Razão Social',
  emailLabel: 'E-mail',
  cpfLabel: 'CPF',
  cnpjLabel: 'CNPJ',
  birthDateLabel: 'Data de Nascimento',
  /** The format under the birth date. */
  birthDateHint: 'DD/MM/AAAA',
  phoneLabel: 'Telefone',
  passwordLabel: 'Senha',
  passwordHint: 'Mínimo de 6 caracteres',
  passwordConfirmationLabel: 'Confirme a Senha',
  submit: 'Cadastrar',
  /** Shown once the store has created the account (the shopper is then signed in). */
  success: 'Cadastro realizado com sucesso!',
};

/** The shape of {@link registerFormMessages}. */
export type RegisterFormMessages = typeof registerFormMessages;
