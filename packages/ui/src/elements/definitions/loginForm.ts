import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/**
 * `<vitrine-login-form>`: The customer sign-in form (e-mail, CPF or CNPJ and password), with links to
 * recover and register.
 */
export const loginFormElement: ElementDefinition = defineLazyElement(
  () => import('../../LoginForm/LoginForm').then((m) => m.LoginForm),
  {
    tag: 'vitrine-login-form',
    description:
      'The customer sign-in form (e-mail, CPF or CNPJ and password), with links to recover and register.',
    attributes: {
      'register-href': {
        prop: 'registerHref',
        type: 'string',
        description: "The registration page; '/customer/register' when absent",
      },
      'recover-href': {
        prop: 'recoverHref',
        type: 'string',
        description:
          "The password recovery; '#recuperar-senha' (`RecoverEmailForm`'s ready-made) when absent",
      },
      'redirect-to': {
        prop: 'redirectTo',
        type: 'string',
        description: "Where to go once signed in, usually the page's `redirect` query parameter",
      },
      'redirect-after-login': {
        prop: 'redirectAfterLogin',
        type: 'boolean',
        description: 'Whether the widget sends the shopper to `redirect-to` once signed in; true when absent',
      },
      'title-text': { prop: 'title', type: 'string', description: 'The heading naming the form' },
      'identifier-label': {
        prop: 'identifierLabel',
        type: 'string',
        description: 'The label of the e-mail, CPF or CNPJ field',
      },
      'password-label': { prop: 'passwordLabel', type: 'string', description: "The password field's label" },
      submit: { prop: 'submit', type: 'string', description: "The submit button's text" },
      'recover-link': {
        prop: 'recoverLink',
        type: 'string',
        description: 'The link to the password recovery',
      },
      'register-prompt': {
        prop: 'registerPrompt',
        type: 'string',
        description: 'Said before the link to the registration',
      },
      'register-link': { prop: 'registerLink', type: 'string', description: 'The link to the registration' },
      'social-label': {
        prop: 'socialLabel',
        type: 'string',
        description: 'Names the group of social login buttons',
      },
      'signed-in': {
        prop: 'signedIn',
        type: 'string',
        description: 'Shown instead of the form once the shopper is signed in',
      },
      continue: {
        prop: 'continue',
        type: 'string',
        description: 'The link to where the shopper was going, beside `signed-in`',
      },
    },
  },
);
