/**
 * The pt-BR texts of `LoginForm`. The spec names the page (/customer/login) and the flow but gives no label, so
 * these follow its wording. The field messages ('Informe o Email', 'E-mail Inválido', 'Informe a Senha') are the
 * login form schema's (`messages.forms.login` of the provider), the failure text is the server's
 * ('Usuário ou senha inválidos.').
 */
export const loginFormMessages = {
  /** The heading naming the form. */
  title: 'Já sou cliente',
  /** The label of the e-mail, CPF or CNPJ field. */
  identifierLabel: 'E-mail, CPF ou CNPJ',
  passwordLabel: 'Senha',
  submit: 'Entrar',
  /** The link to the password recovery. */
  recoverLink: 'Esqueci minha senha',
  /** Said before the link to the registration. */
  registerPrompt: 'Ainda não tem cadastro?',
  registerLink: 'Cadastre-se',
  /** Names the group of social login buttons. */
  socialLabel: 'Ou entre com',
  /** Shown instead of the form once the shopper is signed in. */
  signedIn: 'Você está conectado.',
  /** The link to where the shopper was going, beside `signedIn`. */
  continue: 'Continuar',
};

/** The texts of `LoginForm` (see `loginFormMessages`). */
export type LoginFormMessages = typeof loginFormMessages;
