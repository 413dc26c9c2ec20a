import { createElement, type ReactNode, useCallback } from 'react';
import { DeliveryTracking, type DeliveryTrackingProps } from '../../DeliveryTracking/DeliveryTracking';
import type { ElementDefinition } from '../ElementDefinition';
import { defineElement } from './defineElement';

/** Props of the element's adapter: the widget's, with the script address also as a template (an attribute). */
export type DeliveryTrackingElementProps = Omit<DeliveryTrackingProps, 'scriptUrl'> & {
  /** The provider's script address, `{token}` standing for the store's token (URL-encoded). */
  readonly scriptUrlTemplate?: string | undefined;
  /** The widget's own address builder, set from a script (`element.props`); wins over the template. */
  readonly scriptUrl?: ((token: string) => string) | undefined;
};

/** Fills `{token}` of a script address template with the store's token, URL-encoded. */
export function scriptUrlFromTemplate(template: string, token: string): string {
  return template.replaceAll('{token}', encodeURIComponent(token));
}

/**
 * `<DeliveryTracking />` for an element: an attribute cannot carry the widget's `scriptUrl` function, so the
 * element takes the address as a `{token}` template (or the function from a script). Nothing renders without one.
 */
export function DeliveryTrackingElement({
  scriptUrlTemplate,
  scriptUrl,
  ...props
}: DeliveryTrackingElementProps): ReactNode {
  const fromTemplate = useCallback(
    (token: string) => scriptUrlFromTemplate(scriptUrlTemplate ?? '', token),
    [scriptUrlTemplate],
  );
  if (scriptUrl) return createElement(DeliveryTracking, { ...props, scriptUrl });
  if (!scriptUrlTemplate) return null;
  return createElement(DeliveryTracking, { ...props, scriptUrl: fromTemplate });
}

/** `<vitrine-delivery-tracking>`: The delivery tracking region filled by the store's tracking provider script. */
export const deliveryTrackingElement: ElementDefinition = defineElement(DeliveryTrackingElement, {
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
      description: 'A CSP nonce for the script element (the `nonce` attribute itself is hidden by browsers)',
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
    'css-class': {
      prop: 'className',
      type: 'string',
      description: "Extra class names on the widget's root element",
    },
  },
});
