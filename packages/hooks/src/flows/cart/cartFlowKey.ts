/** The key of the cart in the provider's flow registry (see `sharedFlowActor`). */
export const cartFlowKey = 'cart';
