/**
 * The pt-BR texts of `PasswordChangeForm`. The spec lists the call (`/api/changePassword`) but no label, so these
 * follow its wording. The field messages are the form schemas' (`messages.forms`: 'Informe o Email', 'Informe a
 * Senha', 'A senha deve ter ao menos 6 caracteres', 'As senhas não conferem') except the current password's; a
 * failure shows the server's text ('Senha atual incorreta.').
 */
export const passwordChangeFormMessages = {
  title: 'Alterar senha',
  userNameLabel: 'E-mail',
  passwordOldLabel: 'Senha atual',
  passwordLabel: 'Nova senha',
  passwordConfirmLabel: 'Confirme a nova senha',
  submit: 'Alterar senha',
  /** Said once the store changed the password. */
  success: 'Senha alterada com sucesso.',
  /** The message of an empty current password. */
  passwordOldRequired: 'Informe a Senha Atual',
};

/** The texts of `PasswordChangeForm` (see `passwordChangeFormMessages`). */
export type PasswordChangeFormMessages = typeof passwordChangeFormMessages;

/**
 * The pt-BR texts of `RecoverEmailForm`: 'Esqueci minha senha' (a link to set a new password is e-mailed) and
 * 'Esqueci meu e-mail' (the CPF or CNPJ and the password show the account's e-mail). The spec lists the calls but
 * no label, so these follow its wording; the field messages are the form schemas' (`messages.forms`), a failure
 * shows the server's text ('E-mail não cadastrado.', 'Nenhum cadastro encontrado para os dados informados.').
 */
export const recoverEmailFormMessages = {
  title: 'Recuperar acesso',
  linkTitle: 'Esqueci minha senha',
  linkDescription: 'Informe o e-mail do seu cadastro para receber um link de redefinição de senha.',
  emailLabel: 'E-mail',
  linkSubmit: 'Enviar link',
  /** Said once the recovery e-mail is sent. */
  linkSent: 'Enviamos um e-mail com as instruções para redefinir sua senha.',
  lookupTitle: 'Esqueci meu e-mail',
  lookupDescription: 'Informe seu CPF ou CNPJ e sua senha para ver o e-mail do seu cadastro.',
  cpfCnpjLabel: 'CPF ou CNPJ',
  passwordLabel: 'Senha',
  lookupSubmit: 'Recuperar e-mail',
  /** Said with the e-mail the store found; `{email}` is that e-mail (masked by the store). */
  lookupFound: 'O e-mail do seu cadastro é {email}',
};

/** The texts of `RecoverEmailForm` (see `recoverEmailFormMessages`). */
export type RecoverEmailFormMessages = typeof recoverEmailFormMessages;
