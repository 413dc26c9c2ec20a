import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement, messagesAttribute } from './defineElement';

/** `<vitrine-order-list>`: The customer's orders. */
export const orderListElement: ElementDefinition = defineLazyElement(
  () => import('../../OrderList/OrderList').then((m) => m.OrderList),
  {
    tag: 'vitrine-order-list',
    description: "The customer's orders.",
    attributes: {
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The heading; 'Meus Pedidos' when absent, no heading when ''",
      },
      'heading-level': {
        prop: 'headingLevel',
        type: 'number',
        description: "The heading level of each order's number; 3 when absent",
      },
      'skeleton-count': {
        prop: 'skeletonCount',
        type: 'number',
        description: 'How many placeholder orders hold the place while loading; 3 when absent',
      },
      messages: messagesAttribute('orderList'),
      page: {
        prop: 'page',
        type: 'number',
        description:
          "The page of orders to ask for; absent asks for the store's first page without sending one",
      },
    },
  },
);
