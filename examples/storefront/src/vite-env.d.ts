/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The delivery-tracking provider's script address; the product page's tracking block shows only when set. */
  readonly VITE_DELIVERY_TRACKING_SCRIPT?: string;
}
