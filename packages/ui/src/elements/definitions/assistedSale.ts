import { AssistedSale } from '../../AssistedSale/AssistedSale';
import type { ElementDefinition } from '../ElementDefinition';
import { defineElement } from './defineElement';

/** `<vitrine-assisted-sale>`: The assisted sale area (a placeholder with a title and an explanation). */
export const assistedSaleElement: ElementDefinition = defineElement(AssistedSale, {
  tag: 'vitrine-assisted-sale',
  description: 'The assisted sale area (a placeholder with a title and an explanation).',
  attributes: {
    'title-text': { prop: 'title', type: 'string', description: 'The heading' },
    description: { prop: 'description', type: 'string', description: 'The one-line explanation under it' },
    'css-class': {
      prop: 'className',
      type: 'string',
      description: "Extra class names on the widget's root element",
    },
  },
});
