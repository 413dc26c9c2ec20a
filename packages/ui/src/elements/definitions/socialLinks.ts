import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-social-links>`: The links to the store's social networks. */
export const socialLinksElement: ElementDefinition = defineLazyElement(
  () => import('../../SocialLinks/SocialLinks').then((m) => m.SocialLinks),
  {
    tag: 'vitrine-social-links',
    description: "The links to the store's social networks.",
    attributes: {
      label: {
        prop: 'label',
        type: 'string',
        description: "The landmark's name; 'Redes sociais' when absent",
      },
      'new-tab-hint': {
        prop: 'newTabHint',
        type: 'string',
        description: "The new-tab hint of every link; '(abre em uma nova aba)' when absent",
      },
      'show-names': {
        prop: 'showNames',
        type: 'boolean',
        description:
          "Shows each network's name beside its icon (icons only, with the name for screen readers, by default)",
      },
      exclude: {
        prop: 'exclude',
        type: 'json',
        description:
          "Identifiers left out of the list (e.g. `['whatsapp']` when the floating button already offers it)",
      },
    },
  },
);
