import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/**
 * `<vitrine-recover-email-form>`: The recovery forms: a password link by e-mail, and the e-mail lookup by
 * CPF or CNPJ.
 */
export const recoverEmailFormElement: ElementDefinition = defineLazyElement(
  () => import('../../PasswordForms/RecoverEmailForm').then((m) => m.RecoverEmailForm),
  {
    tag: 'vitrine-recover-email-form',
    description: 'The recovery forms: a password link by e-mail, and the e-mail lookup by CPF or CNPJ.',
    attributes: {
      show: {
        prop: 'show',
        type: 'string',
        description:
          "Which recoveries to show: both (default), only 'password' (the link) or only 'email' (the lookup)",
      },
      'title-text': { prop: 'title', type: 'string', description: 'The heading over both recoveries' },
      'link-title': {
        prop: 'linkTitle',
        type: 'string',
        description: 'The heading of the recovery-link form',
      },
      'link-description': {
        prop: 'linkDescription',
        type: 'string',
        description: 'The explanation of the recovery-link form',
      },
      'email-label': { prop: 'emailLabel', type: 'string', description: "The e-mail field's label" },
      'link-submit': {
        prop: 'linkSubmit',
        type: 'string',
        description: "The recovery-link form's submit button",
      },
      'link-sent': { prop: 'linkSent', type: 'string', description: 'Said once the recovery e-mail is sent' },
      'lookup-title': {
        prop: 'lookupTitle',
        type: 'string',
        description: 'The heading of the e-mail lookup form',
      },
      'lookup-description': {
        prop: 'lookupDescription',
        type: 'string',
        description: 'The explanation of the e-mail lookup form',
      },
      'cpf-cnpj-label': {
        prop: 'cpfCnpjLabel',
        type: 'string',
        description: "The CPF or CNPJ field's label",
      },
      'password-label': { prop: 'passwordLabel', type: 'string', description: "The password field's label" },
      'lookup-submit': {
        prop: 'lookupSubmit',
        type: 'string',
        description: "The e-mail lookup form's submit button",
      },
      'lookup-found': {
        prop: 'lookupFound',
        type: 'string',
        description: 'Said with the e-mail the store found; `{email}` is that e-mail (masked by the store)',
      },
    },
  },
);
