import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-password-change-form>`: The password change form (signed in, or from a recovery link's token). */
export const passwordChangeFormElement: ElementDefinition = defineLazyElement(
  () => import('../../PasswordForms/PasswordChangeForm').then((m) => m.PasswordChangeForm),
  {
    tag: 'vitrine-password-change-form',
    description: "The password change form (signed in, or from a recovery link's token).",
    attributes: {
      token: {
        prop: 'token',
        type: 'string',
        description:
          "The key of a recovery link (from the e-mailed link's address): only the new password is then asked",
      },
      location: {
        prop: 'location',
        type: 'string',
        description: 'The page the change comes from, sent with it; the current path when absent',
      },
      'title-text': { prop: 'title', type: 'string', description: "The form's heading" },
      'user-name-label': {
        prop: 'userNameLabel',
        type: 'string',
        description: "The user name field's label",
      },
      'password-old-label': {
        prop: 'passwordOldLabel',
        type: 'string',
        description: "The current password field's label",
      },
      'password-label': { prop: 'passwordLabel', type: 'string', description: "The password field's label" },
      'password-confirm-label': {
        prop: 'passwordConfirmLabel',
        type: 'string',
        description: "The password confirmation field's label",
      },
      submit: { prop: 'submit', type: 'string', description: "The submit button's text" },
      success: { prop: 'success', type: 'string', description: 'Said once the store changed the password' },
      'password-old-required': {
        prop: 'passwordOldRequired',
        type: 'string',
        description: 'The message of an empty current password',
      },
    },
  },
);
