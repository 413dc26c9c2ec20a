import { part } from '../foundation/internal/createPart';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { deliveryTrackingMessages } from './deliveryTrackingMessages';
import { type UseDeliveryTrackingBlockOptions, useDeliveryTrackingBlock } from './useDeliveryTrackingBlock';

/** The id of the provider's container when `containerId` is not given. */
export const DELIVERY_TRACKING_CONTAINER_ID = 'vt-delivery-tracking';

/**
 * Props of `<DeliveryTracking />`. Give `children` only with `asChild` (your element becomes the container): the
 * provider's script fills the container, so React must not render inside it.
 */
export type DeliveryTrackingProps = PartProps<'div'> &
  UseDeliveryTrackingBlockOptions & {
    /** The id of the element the provider's script fills; 'vt-delivery-tracking' when `undefined`. */
    readonly containerId?: string | undefined;
    /** The region's accessible name; 'Rastreamento de entrega' when `undefined`. */
    readonly label?: string | undefined;
  };

const DeliveryTrackingElement = part('div', 'DeliveryTracking.DeliveryTracking', 'vt-delivery-tracking');

/**
 * The product page's optional delivery-tracking block. With the store's token it renders the provider's container
 * (a region with a reserved minimum height, `data-token`) and, after mount, adds the provider's script from
 * `scriptUrl(token)` once; without a configuration it renders nothing and reserves nothing. The script address is
 * the host's: no third-party address is built in.
 */
export function DeliveryTracking({
  scriptUrl,
  config,
  nonce,
  containerId,
  label,
  ...props
}: DeliveryTrackingProps) {
  const texts = useUiMessages('deliveryTracking', deliveryTrackingMessages, { label });
  const block = useDeliveryTrackingBlock({ scriptUrl, config, nonce });
  if (!block.token) return null;
  return (
    <DeliveryTrackingElement
      id={containerId ?? DELIVERY_TRACKING_CONTAINER_ID}
      role="region"
      aria-label={texts.label}
      data-token={block.token}
      {...props}
    />
  );
}
