import type { DeliveryTrackingConfig } from '@vitrine/core';
import { DeliveryTracking } from './DeliveryTracking';

/** The provider's script address: the host's own, e.g. a same-origin proxy (an illustrative path). */
const trackingScript = (token: string) => `/rastreio/widget.js?token=${encodeURIComponent(token)}`;

/** The block reading the store's configuration, and one given the configuration the page's loader read. */
export function DeliveryTrackingExample({ config }: { readonly config: DeliveryTrackingConfig | null }) {
  return (
    <>
      <DeliveryTracking scriptUrl={trackingScript} />
      <DeliveryTracking
        scriptUrl={trackingScript}
        config={config}
        containerId="rastreio"
        nonce="page-nonce"
      />
    </>
  );
}
