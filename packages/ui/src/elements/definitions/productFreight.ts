import type { ElementDefinition } from '../ElementDefinition';
import { defineProductElement } from './defineElement';

/**
 * `<vitrine-product-freight>`: A product's freight calculator by CEP. Its product comes from `product-url`
 * (or the page's product JSON), resolved by the element runtime.
 */
export const productFreightElement: ElementDefinition = defineProductElement(
  () => import('../../ProductFreight/ProductFreight').then((m) => m.ProductFreight),
  {
    tag: 'vitrine-product-freight',
    description:
      "A product's freight calculator by CEP. Its product comes from `product-url` (or the page's product JSON), resolved by the element runtime.",
    attributes: {
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The calculator's title, which names the form",
      },
      quantity: {
        prop: 'quantity',
        type: 'number',
        description: 'The quantity to ship (1 when absent); a new quantity quotes the CEP again',
      },
      'id-sku': {
        prop: 'idSku',
        type: 'number',
        description: "The chosen SKU; the product's `idSku` (or none) when absent",
      },
      calculate: { prop: 'calculate', type: 'string', description: 'The submit button' },
      calculating: {
        prop: 'calculating',
        type: 'string',
        description: 'Announced while the options of a CEP are being quoted',
      },
      'options-label': {
        prop: 'optionsLabel',
        type: 'string',
        description: 'The accessible name of the list of quoted options',
      },
      'no-options': {
        prop: 'noOptions',
        type: 'string',
        description: 'Shown when the store quoted no option for the CEP',
      },
      'default-cep': {
        prop: 'defaultCep',
        type: 'string',
        description: "The first CEP (e.g. the one the shopper used before); '' when absent",
      },
      'cep-required': {
        prop: 'cepRequired',
        type: 'string',
        description: "Replaces 'Por favor, insira um cep.' (the provider's `messages.forms.cep.required`)",
      },
      'show-lookup-link': {
        prop: 'showLookupLink',
        type: 'boolean',
        description: "Shows Correios' 'Não sei meu CEP' link (new tab); `true` by default",
      },
    },
  },
);
