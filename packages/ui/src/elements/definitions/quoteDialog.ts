import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-quote-dialog>`: The quote request dialog, opened by the page's product flow. */
export const quoteDialogElement: ElementDefinition = defineLazyElement(
  () => import('../../QuoteDialog/QuoteDialog').then((m) => m.QuoteDialog),
  {
    tag: 'vitrine-quote-dialog',
    description: "The quote request dialog, opened by the page's product flow.",
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
      'message-label': { prop: 'messageLabel', type: 'string', description: "The message field's label" },
      'button-text': {
        prop: 'buttonText',
        type: 'string',
        description: "The submit button's text; 'Solicitar Orcamento' when absent",
      },
    },
  },
);
