import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-account-form>`: The customer's account data form. */
export const accountFormElement: ElementDefinition = defineLazyElement(
  () => import('../../AccountForm/AccountForm').then((m) => m.AccountForm),
  {
    tag: 'vitrine-account-form',
    description: "The customer's account data form.",
    attributes: {
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The section's heading, which also names the form",
      },
      loading: { prop: 'loading', type: 'string', description: 'Announced while the account loads' },
      submit: { prop: 'submit', type: 'string', description: 'The submit button' },
      'load-error': {
        prop: 'loadError',
        type: 'string',
        description: "The account could not load (the store's text follows it)",
      },
      retry: { prop: 'retry', type: 'string', description: 'Loads the account again after a failure' },
      'name-label': { prop: 'nameLabel', type: 'string', description: "The name field's label" },
      'email-label': { prop: 'emailLabel', type: 'string', description: "The e-mail field's label" },
      'phone-label': { prop: 'phoneLabel', type: 'string', description: "The phone field's label" },
      'password-label': {
        prop: 'passwordLabel',
        type: 'string',
        description: 'The current password, asked only when the e-mail changes',
      },
      'birth-date-label': {
        prop: 'birthDateLabel',
        type: 'string',
        description: "The birth date field's label",
      },
      'password-hint': {
        prop: 'passwordHint',
        type: 'string',
        description: 'Under the password: why it is asked',
      },
      saved: { prop: 'saved', type: 'string', description: 'Announced once the account was saved' },
      'birth-date-placeholder': {
        prop: 'birthDatePlaceholder',
        type: 'string',
        description: "The birth date's placeholder, showing its format",
      },
      rejected: {
        prop: 'rejected',
        type: 'string',
        description: 'Shown when the store answers a change with false (without a text of its own)',
      },
    },
  },
);
