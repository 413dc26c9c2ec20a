import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-event-list>`: The list of the store's event lists (gift registries). */
export const eventListElement: ElementDefinition = defineLazyElement(
  () => import('../../EventList/EventList').then((m) => m.EventList),
  {
    tag: 'vitrine-event-list',
    description: "The list of the store's event lists (gift registries).",
    attributes: {
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The heading; 'Listas de Eventos' when absent, none when ''",
      },
    },
  },
);
