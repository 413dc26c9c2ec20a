import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/**
 * `<vitrine-alert-me-dialog>`: The 'Avise-me' dialog of a sold-out product, opened by the page's product
 * flow.
 */
export const alertMeDialogElement: ElementDefinition = defineLazyElement(
  () => import('../../AlertMeDialog/AlertMeDialog').then((m) => m.AlertMeDialog),
  {
    tag: 'vitrine-alert-me-dialog',
    description: "The 'Avise-me' dialog of a sold-out product, opened by the page's product flow.",
    attributes: {
      'overlay-css-class': {
        prop: 'overlayClassName',
        type: 'string',
        description: 'A class for the overlay behind the box',
      },
      'title-text': { prop: 'title', type: 'string', description: "The dialog's title" },
      'close-label': {
        prop: 'closeLabel',
        type: 'string',
        description: "The close button's accessible name",
      },
      'name-label': { prop: 'nameLabel', type: 'string', description: "The name field's label" },
      'email-label': { prop: 'emailLabel', type: 'string', description: "The e-mail field's label" },
      'phone-label': { prop: 'phoneLabel', type: 'string', description: "The phone field's label" },
      'button-text': {
        prop: 'buttonText',
        type: 'string',
        description: "The submit button's text; 'Avise-me' when absent",
      },
    },
  },
);
