import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-payment-flags>`: The strip of the payment methods the store accepts. */
export const paymentFlagsElement: ElementDefinition = defineLazyElement(
  () => import('../../PaymentFlags/PaymentFlags').then((m) => m.PaymentFlags),
  {
    tag: 'vitrine-payment-flags',
    description: 'The strip of the payment methods the store accepts.',
    attributes: {
      label: {
        prop: 'label',
        type: 'string',
        description: "The strip's name; 'Formas de pagamento' when absent",
      },
    },
  },
);
