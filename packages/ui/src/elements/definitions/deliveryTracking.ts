import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-delivery-tracking>`: The delivery tracking region filled by the store's tracking provider script. */
export const deliveryTrackingElement: ElementDefinition = defineLazyElement(
  () => import('./deliveryTrackingAdapter').then((m) => m.DeliveryTrackingElement),
  {
    tag: 'vitrine-delivery-tracking',
    description:
      "The delivery tracking region filled by the store's tracking provider script; nothing without `script-url-template` (or a `scriptUrl` function in `element.props`).",
    attributes: {
      'script-url-template': {
        prop: 'scriptUrlTemplate',
        type: 'string',
        description: "The provider's script address, `{token}` standing for the store's token (URL-encoded)",
      },
      'script-nonce': {
        prop: 'nonce',
        type: 'string',
        description:
          'A CSP nonce for the script element (the `nonce` attribute itself is hidden by browsers)',
      },
      'container-id': {
        prop: 'containerId',
        type: 'string',
        description: "The id of the element the provider's script fills; 'vt-delivery-tracking' when absent",
      },
      label: {
        prop: 'label',
        type: 'string',
        description: "The region's accessible name; 'Rastreamento de entrega' when absent",
      },
    },
  },
);
