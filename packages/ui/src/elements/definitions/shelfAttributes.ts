import { messagesAttribute } from './defineElement';

/**
 * The attributes every product shelf's element shares (`ReadyShelfProps`: `ProductShelf`'s props but its data
 * and GA4 list), spread first into a shelf definition's attributes, which adds its own after them and overrides
 * a description that differs for its widget.
 */
export const shelfAttributes = {
  messages: messagesAttribute('productShelf'),
  'skeleton-count': {
    prop: 'skeletonCount',
    type: 'number',
    description: 'How many placeholders show while loading; 5 when absent',
  },
  'view-all-href': {
    prop: 'viewAllHref',
    type: 'string',
    description: "Where 'Ver todos' goes; no link when absent",
  },
  'min-products': {
    prop: 'minProducts',
    type: 'number',
    description: "Fewer products than this render nothing (4 for the empty search's blocks); 1 when absent",
  },
  'title-text': {
    prop: 'title',
    type: 'string',
    description:
      "The heading; the shelf's pt-BR default (or the provider's `messages.ui.productShelf`) when absent",
  },
} as const;
