/** The texts of `DeliveryTracking` (ours: the spec names none). */
export const deliveryTrackingMessages = {
  /** The accessible name of the region the provider's script fills. */
  label: 'Rastreamento de entrega',
};

/** The shape of {@link deliveryTrackingMessages}. */
export type DeliveryTrackingMessages = typeof deliveryTrackingMessages;
