export { injectScript, useDeliveryTracking } from '@vitrine/hooks';
