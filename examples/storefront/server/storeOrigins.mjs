// The ONE place where a store lists the other sites its pages load from: the Content-Security-Policy of every
// page (server/securityHeaders.mjs) is built from this list and nothing else. Empty by default: the example
// storefront loads everything from its own origin. Each entry names the origins (scheme and host, no path) a
// service needs, by what the page does with them:
// - `script`: scripts the page runs (script-src);
// - `connect`: addresses the page calls (fetch, XHR, beacons: connect-src);
// - `img`: images and tracking pixels (img-src; `https:` is already allowed for product images);
// - `frame`: frames the page embeds (frame-src);
// - `style` and `font`: stylesheets and web fonts (style-src, font-src).
// See docs/guide/deployment.md ("Security headers") for a worked example of each service.

/**
 * @typedef {object} StoreOriginGroup
 * @property {readonly string[]} [script]
 * @property {readonly string[]} [connect]
 * @property {readonly string[]} [img]
 * @property {readonly string[]} [frame]
 * @property {readonly string[]} [style]
 * @property {readonly string[]} [font]
 */

/** @type {Record<'analytics' | 'tagManager' | 'adPixel' | 'antiBot' | 'deliveryTracking', StoreOriginGroup>} */
export const storeOrigins = {
  // Web analytics, e.g. Google Analytics 4:
  // { script: ['https://www.google-analytics.com'], connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com'] }
  analytics: {},
  // Google Tag Manager (the data layer of @vitrine/hooks loads it with `loadTagManager`):
  // { script: ['https://www.googletagmanager.com'], connect: ['https://www.googletagmanager.com'], img: ['https://www.googletagmanager.com'] }
  tagManager: {},
  // An ad pixel, e.g. Meta: { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'] }
  adPixel: {},
  // An anti-bot or captcha provider, e.g. reCAPTCHA:
  // { script: ['https://www.google.com', 'https://www.gstatic.com'], frame: ['https://www.google.com'] }
  antiBot: {},
  // A delivery-tracking widget: { script: ['https://tracking.example'], frame: ['https://tracking.example'] }
  deliveryTracking: {},
};
