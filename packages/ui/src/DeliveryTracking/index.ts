'use client';

// `@vitrine/ui/DeliveryTracking`: what `@vitrine/ui` exports from this folder.
export type { DeliveryTrackingProps } from './DeliveryTracking';
export { DELIVERY_TRACKING_CONTAINER_ID, DeliveryTracking } from './DeliveryTracking';
export type { DeliveryTrackingMessages } from './deliveryTrackingMessages';
export { deliveryTrackingMessages } from './deliveryTrackingMessages';
export type {
  DeliveryTrackingBlock,
  UseDeliveryTrackingBlockOptions,
} from './useDeliveryTrackingBlock';
export { useDeliveryTrackingBlock } from './useDeliveryTrackingBlock';
