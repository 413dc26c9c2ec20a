import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

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
      messages: {
        prop: 'messages',
        type: 'json',
        description: "Replaces some texts (over the provider's `messages.ui.orderList`)",
      },
      page: {
        prop: 'page',
        type: 'number',
        description:
          "The page of orders to ask for; absent asks for the store's first page without sending one",
      },
      'css-class': {
        prop: 'className',
        type: 'string',
        description: "Extra class names on the widget's root element",
      },
    },
  },
);
