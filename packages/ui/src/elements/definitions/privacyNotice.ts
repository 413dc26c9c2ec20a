import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-privacy-notice>`: The privacy (cookies) notice with its accept button. */
export const privacyNoticeElement: ElementDefinition = defineLazyElement(
  () => import('../../PrivacyNotice/PrivacyNotice').then((m) => m.PrivacyNotice),
  {
    tag: 'vitrine-privacy-notice',
    description: 'The privacy (cookies) notice with its accept button.',
    attributes: {
      'accept-label': {
        prop: 'acceptLabel',
        type: 'string',
        description: "The button's text; 'Entendi' when absent",
      },
      'link-text': {
        prop: 'linkText',
        type: 'string',
        description: "The link's text in place of the placeholder; 'política de privacidade' when absent",
      },
      href: {
        prop: 'href',
        type: 'string',
        description:
          "Where the link goes; the privacy policy's institutional page (else '/politica-de-privacidade') when absent",
      },
      label: {
        prop: 'label',
        type: 'string',
        description: "The region's name; 'Aviso de privacidade' when absent (an `aria-label` prop wins)",
      },
    },
  },
);
