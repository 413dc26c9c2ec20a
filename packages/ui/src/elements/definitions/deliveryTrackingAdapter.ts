import { createElement, type ReactNode, useCallback } from 'react';
import { DeliveryTracking, type DeliveryTrackingProps } from '../../DeliveryTracking/DeliveryTracking';

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
