import type { ElementDefinition } from '../ElementDefinition';
import { defineProductElement } from './defineElement';

/**
 * `<vitrine-product-installments>`: A product's installments and other payment methods, behind a
 * disclosure. Its product comes from `product-url` (or the page's product JSON), resolved by the element
 * runtime.
 */
export const productInstallmentsElement: ElementDefinition = defineProductElement(
  () => import('../../ProductInstallments/ProductInstallments').then((m) => m.ProductInstallments),
  {
    tag: 'vitrine-product-installments',
    description:
      "A product's installments and other payment methods, behind a disclosure. Its product comes from `product-url` (or the page's product JSON), resolved by the element runtime.",
    attributes: {
      loading: { prop: 'loading', type: 'string', description: 'Announced while the installments load' },
      'default-open': {
        prop: 'defaultOpen',
        type: 'boolean',
        description: 'Open on mount; `show-first` when absent',
      },
      quantity: {
        prop: 'quantity',
        type: 'number',
        description:
          'The quantity the shopper chose (1 when absent); the installments are of the unit price times it',
      },
      'id-sku': {
        prop: 'idSku',
        type: 'number',
        description: "The chosen SKU, whose price and installments count; the product's `idSku` when absent",
      },
      price: {
        prop: 'price',
        type: 'number',
        description: "The unit price to split, overriding the SKU's (or the product's) price paid",
      },
      brand: {
        prop: 'brand',
        type: 'string',
        description: "The card brand asked of the card provider ('visa', 'mastercard'…); 'visa' when absent",
      },
      trigger: {
        prop: 'trigger',
        type: 'string',
        description:
          'The disclosure button that shows (and first loads) the installments and payment methods',
      },
      'up-to-six-label': {
        prop: 'upToSixLabel',
        type: 'string',
        description: 'The accessible name of the first card list (1x to 6x)',
      },
      'above-six-label': {
        prop: 'aboveSixLabel',
        type: 'string',
        description: 'The accessible name of the second card list (7x and above)',
      },
      'methods-label': {
        prop: 'methodsLabel',
        type: 'string',
        description:
          'The accessible name of the list of the other payment methods (boleto, PIX, online debit)',
      },
      'banks-label': {
        prop: 'banksLabel',
        type: 'string',
        description: 'The accessible name of the banks of the online debit / bank transfer method',
      },
      'session-error': {
        prop: 'sessionError',
        type: 'string',
        description: "The card provider's session could not be opened (gateways 17 and 20)",
      },
      'show-first': {
        prop: 'showFirst',
        type: 'boolean',
        description:
          "Loads (and opens) at once instead of on the first click; the provider's `config.showFirstInstallments` when absent",
      },
      'show-installments': {
        prop: 'showInstallments',
        type: 'boolean',
        description:
          "The company setting `showInstallmentAtListsAndDetail`; the loaded company's when absent",
      },
      'no-installments': {
        prop: 'noInstallments',
        type: 'string',
        description:
          "Replaces 'Nenhum parcelamento disponível para o produto' (the provider's `messages.rules.noInstallments`)",
      },
    },
  },
);
