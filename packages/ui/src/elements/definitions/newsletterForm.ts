import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-newsletter-form>`: The newsletter sign-up form (name and e-mail, or only the e-mail). */
export const newsletterFormElement: ElementDefinition = defineLazyElement(
  () => import('../../NewsletterForm/NewsletterForm').then((m) => m.NewsletterForm),
  {
    tag: 'vitrine-newsletter-form',
    description: 'The newsletter sign-up form (name and e-mail, or only the e-mail).',
    attributes: {
      'button-text': {
        prop: 'buttonText',
        type: 'string',
        description: "The button's text; 'Cadastrar' when absent",
      },
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The form's name, shown as its heading when `show-title`; 'Newsletter' when absent",
      },
      'show-title': {
        prop: 'showTitle',
        type: 'boolean',
        description: 'Shows the title as a visible heading (it always names the form)',
      },
      'name-label': { prop: 'nameLabel', type: 'string', description: "The name field's label" },
      'email-label': { prop: 'emailLabel', type: 'string', description: "The e-mail field's label" },
      'show-status': {
        prop: 'showStatus',
        type: 'boolean',
        description: 'Shows the outcome inside the form (default true)',
      },
      mode: {
        prop: 'mode',
        type: 'string',
        description: "'nameAndEmail' (default) asks for the name too; 'emailOnly' only for the e-mail",
      },
    },
  },
);
