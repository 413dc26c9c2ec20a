import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-register-form>`: The customer registration form for a person or a company. */
export const registerFormElement: ElementDefinition = defineLazyElement(
  () => import('../../RegisterForm/RegisterForm').then((m) => m.RegisterForm),
  {
    tag: 'vitrine-register-form',
    description: 'The customer registration form for a person or a company.',
    attributes: {
      'show-title': {
        prop: 'showTitle',
        type: 'boolean',
        description: 'Shows the title as a visible `h2` (it always names the form)',
      },
      'default-person-type': {
        prop: 'defaultPersonType',
        type: 'string',
        description: "The first person type; 'person' when absent",
      },
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The form's accessible name (and visible heading when `show-title`)",
      },
      'person-type-legend': {
        prop: 'personTypeLegend',
        type: 'string',
        description: 'The legend of the person / company choice',
      },
      person: { prop: 'person', type: 'string', description: "The person choice's text" },
      company: { prop: 'company', type: 'string', description: "The company choice's text" },
      'name-label': { prop: 'nameLabel', type: 'string', description: "The name's label for a person" },
      'company-name-label': {
        prop: 'companyNameLabel',
        type: 'string',
        description: "The name's label for a company",
      },
      'email-label': { prop: 'emailLabel', type: 'string', description: "The e-mail field's label" },
      'cpf-label': { prop: 'cpfLabel', type: 'string', description: "The CPF field's label" },
      'cnpj-label': { prop: 'cnpjLabel', type: 'string', description: "The CNPJ field's label" },
      'birth-date-label': {
        prop: 'birthDateLabel',
        type: 'string',
        description: "The birth date field's label",
      },
      'birth-date-hint': {
        prop: 'birthDateHint',
        type: 'string',
        description: 'The format under the birth date',
      },
      'phone-label': { prop: 'phoneLabel', type: 'string', description: "The phone field's label" },
      'password-label': { prop: 'passwordLabel', type: 'string', description: "The password field's label" },
      'password-hint': { prop: 'passwordHint', type: 'string', description: 'The hint under the password' },
      'password-confirmation-label': {
        prop: 'passwordConfirmationLabel',
        type: 'string',
        description: "The password confirmationation field's label",
      },
      submit: { prop: 'submit', type: 'string', description: "The submit button's text" },
      success: {
        prop: 'success',
        type: 'string',
        description: 'Shown once the store has created the account (the shopper is then signed in)',
      },
    },
  },
);
