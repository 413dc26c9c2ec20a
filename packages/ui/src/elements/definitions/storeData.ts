import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-store-data>`: The store's company data: name, phone, e-mail, CNPJ and address. */
export const storeDataElement: ElementDefinition = defineLazyElement(
  () => import('../../StoreData/StoreData').then((m) => m.StoreData),
  {
    tag: 'vitrine-store-data',
    description: "The store's company data: name, phone, e-mail, CNPJ and address.",
    attributes: {
      'phone-label': {
        prop: 'phoneLabel',
        type: 'string',
        description: "The phone line's label ('Telefone:')",
      },
      'email-label': {
        prop: 'emailLabel',
        type: 'string',
        description: "The e-mail line's label ('E-mail:')",
      },
      'document-label': {
        prop: 'documentLabel',
        type: 'string',
        description: "The CNPJ line's label ('CNPJ:')",
      },
      'address-label': { prop: 'addressLabel', type: 'string', description: "The address line's label" },
    },
  },
);
