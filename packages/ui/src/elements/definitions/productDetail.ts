import type { ElementDefinition } from '../ElementDefinition';
import { defineProductElement, messagesAttribute } from './defineElement';

/**
 * `<vitrine-product-detail>`: A product's buy box: name, price, variations, stock, quantity and the buy
 * buttons. Its product comes from `product-url` (or the page's product JSON), resolved by the element
 * runtime.
 */
export const productDetailElement: ElementDefinition = defineProductElement(
  () => import('../../ProductDetail/ProductDetail').then((m) => m.ProductDetailBuyBox),
  {
    tag: 'vitrine-product-detail',
    description:
      "A product's buy box: name, price, variations, stock, quantity and the buy buttons. Its product comes from `product-url` (or the page's product JSON), resolved by the element runtime.",
    attributes: {
      'track-view': {
        prop: 'trackView',
        type: 'boolean',
        description:
          "Reports the product view (GA4 `view_item`, the pixel's `ViewContent`) once; `false` when the page already does",
      },
      'show-rating': {
        prop: 'showRating',
        type: 'boolean',
        description: 'Shows the rating stars; the company setting `showProductAvaliationStars` when absent',
      },
      'show-installments': {
        prop: 'showInstallments',
        type: 'boolean',
        description:
          'Shows the installments line; the company setting `showInstallmentAtListsAndDetail` when absent',
      },
      'show-one-click': {
        prop: 'showOneClick',
        type: 'boolean',
        description: "Shows 'Comprar com 1 clique' (default `true`)",
      },
      'one-click-redirect': {
        prop: 'oneClickRedirect',
        type: 'string',
        description: "When the one-click buy goes to the payment step ('delayed', 1 s, by default)",
      },
      'share-url': {
        prop: 'shareUrl',
        type: 'string',
        description: "The link to share; the page's address when absent",
      },
      messages: messagesAttribute('productDetail', 'some texts of every part inside'),
    },
  },
);
