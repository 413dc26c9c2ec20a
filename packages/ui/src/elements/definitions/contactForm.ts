import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/**
 * `<vitrine-contact-form>`: The contact page's form (name, e-mail, phone, state, city, topic, subject and
 * message).
 */
export const contactFormElement: ElementDefinition = defineLazyElement(
  () => import('../../ContactForm/ContactForm').then((m) => m.ContactForm),
  {
    tag: 'vitrine-contact-form',
    description: "The contact page's form (name, e-mail, phone, state, city, topic, subject and message).",
    attributes: {
      'show-status': {
        prop: 'showStatus',
        type: 'boolean',
        description: 'Shows the outcome inside the form (default true)',
      },
      'anti-bot-action': {
        prop: 'antiBotAction',
        type: 'string',
        description: "The anti-bot action; 'Contact' when absent",
      },
      'title-text': { prop: 'title', type: 'string', description: "The form's accessible name" },
      'name-label': { prop: 'nameLabel', type: 'string', description: "The name field's label" },
      'email-label': { prop: 'emailLabel', type: 'string', description: "The e-mail field's label" },
      'phone-label': { prop: 'phoneLabel', type: 'string', description: "The phone field's label" },
      'state-label': { prop: 'stateLabel', type: 'string', description: "The state field's label" },
      'state-placeholder': {
        prop: 'statePlaceholder',
        type: 'string',
        description: "The state list's first choice, which is not a valid answer",
      },
      'city-label': { prop: 'cityLabel', type: 'string', description: "The city field's label" },
      'topic-label': { prop: 'topicLabel', type: 'string', description: "The topic list ('Descrição')" },
      'topic-placeholder': {
        prop: 'topicPlaceholder',
        type: 'string',
        description: "The topic list's first choice, which is not a valid answer",
      },
      'topics-load-error': {
        prop: 'topicsLoadError',
        type: 'string',
        description: 'Beside the topic list when the topics could not be loaded',
      },
      'subject-label': { prop: 'subjectLabel', type: 'string', description: "The subject field's label" },
      'message-label': { prop: 'messageLabel', type: 'string', description: "The message field's label" },
      submit: { prop: 'submit', type: 'string', description: "The submit button's text" },
      success: { prop: 'success', type: 'string', description: 'The outcome of a sent form' },
      failure: {
        prop: 'failure',
        type: 'string',
        description:
          "The outcome of a failed send, followed by its code in parentheses ('(500)', '(network)')",
      },
    },
  },
);
