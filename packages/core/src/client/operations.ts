/**
 * The contract between the store API client and any implementation of the platform's API
 * (the real platform, `@vitrine/sandbox`, or an integrator's mock).
 *
 * Section 7 of the spec: every call is a POST; most go to `/api` with an envelope
 * `{ operation, params, json }` whose `operation` is the platform's request identifier
 * (not published, hence configurable through `createStoreClient({ operations })`);
 * some go to a dedicated `/api/{action}` path with the payload as the body; the e-mail change is a
 * PUT to `/api` with the envelope.
 */
export type OperationTransport =
  /** POST `/api` with `{ operation, params, json }`. */
  | { readonly transport: 'envelope'; readonly id: string }
  /** PUT `/api` with `{ operation, params, json }` (only the e-mail change). */
  | { readonly transport: 'put-envelope'; readonly id: string }
  /** POST to a dedicated path with the payload as the JSON body. */
  | { readonly transport: 'path'; readonly path: string };

/**
 * How each call travels, written tersely because this table ships with every app that makes a call:
 * `0` is an envelope whose identifier is the call's own name (the common case), `1` the PUT envelope
 * under the call's name, a string starting with '/' a dedicated path, any other string an envelope
 * identifier of its own.
 */
const calls = {
  // Catalogue (via /api)
  'catalogue.brands': 0,
  'catalogue.categories': 'catalogue.categoryTree',
  'catalogue.productsByBrand': 0,
  'catalogue.productsByGroup': 0,
  'catalogue.productsByCategory': 0,
  'catalogue.brandFilters': 0,
  'catalogue.groupFilters': 0,
  'catalogue.categoryFilters': 0,
  'catalogue.searchFilters': 0,
  'catalogue.relatedProducts': 0,
  'catalogue.alsoPurchased': 0,
  'catalogue.search': 0,
  'catalogue.searchWithFilters': 0,
  'catalogue.showcase': 0,
  'catalogue.groupShowcase': 0,
  'catalogue.groups': 0,
  'catalogue.mostSold': 0,
  'catalogue.newcomers': 0,
  'catalogue.productDetail': 0,
  'catalogue.productImages': 0,
  'catalogue.lightningOffers': 0,
  'catalogue.banners': 0,
  'catalogue.categoryBanners': 0,
  // The spec: brand banners use the group-banners operation (textLink ends in /m instead of /g).
  'catalogue.groupBanners': 0,
  'catalogue.brandBanners': 'catalogue.groupBanners',
  'catalogue.takeXPayY': 0,
  'catalogue.paymentGateways': 0,
  'catalogue.sendBudget': 0,
  'catalogue.alertMe': 0,

  // Ratings
  'ratings.send': 0,
  'ratings.list': 0,

  // Content and store settings (via /api)
  'content.company': 0,
  'content.institutionalPages': 0,
  'content.reputationSeal': 0,
  'content.faq': 0,
  'content.antiBotCredentials': 0,
  'content.seals': 0,
  'content.deliveryTracking': 0,
  'content.validSession': 0,
  'content.eventList': 0,
  'content.socialNetworks': 0,
  'content.companySocialMedia': 0,

  // Newsletter
  'newsletter.categories': 0,
  'newsletter.register': 0,
  'newsletter.get': 0,
  'newsletter.popup': 0,

  // Contact
  'contact.topics': 0,
  'contact.send': 0,

  // Dedicated paths
  'site.redirect301': '/api/redirect301',
  'site.maintenanceStatus': '/api/checkMaintenanceStatus',
  'antiBot.verify': '/api/recaptcha',
  'privacy.verify': '/api/policyprivacy',
  'privacy.create': '/api/policyprivacy',
  'privacy.customerAccept': '/api/customerprivacy/accept',

  // Customer
  'customer.login': '/api/login',
  'customer.logout': '/api/logout',
  'customer.verifyLogin': '/api/verifyLogin',
  'customer.getClient': '/api/getClient',
  'customer.getCustomerId': '/api/getCustomerId',
  'customer.register': '/api/register',
  'customer.changePassword': '/api/changePassword',
  'customer.identification': '/api/identification',
  'customer.saveAddress': '/api/createAlterClientAddress',
  'customer.addresses': 0,
  'customer.setAddressFlag': 0,
  'customer.deleteAddress': 0,
  'customer.changeEmail': 1,
  'customer.recoverEmail': '/api/recoverEmail',
  'customer.sendRecoverEmail': 0,
  'customer.changeInfo': '/api/changeCustomerInfo',
  'customer.verifyAccessKeyEmail': '/api/verifyAccessKeyEmail',
  'customer.verifyRegistration': '/api/verifyRegistration',
  'customer.verifySession': '/api/verifySession',
  'customer.socialLogin': '/api/loginsocial',
  'customer.orders': 0,
  'customer.wishlist': 0,
  'customer.addToWishlist': 0,
  'customer.removeFromWishlist': 0,
  'customer.postalCodeLookup': 0,
  'customer.giftBalance': 0,
  'customer.giftCards': 0,

  // Cart
  'cart.get': 0,
  'cart.count': 0,
  'cart.add': 0,
  'cart.addMassive': 0,
  'cart.changeQuantity': 0,
  'cart.deleteItem': 0,
  'cart.clean': 0,
  'cart.freights': 0,
  'cart.checkoutFreights': 0,
  'cart.productFreights': 0,
  'cart.digitalFreight': 0,
  'cart.freeFreightTip': 0,
  'cart.cancelFreight': 0,
  'cart.freeFreightCheck': 0,
  'cart.showcaseLimits': 0,
  'cart.cartLimits': 0,
  'cart.gateways': 0,
  'cart.installments': 0,
  'cart.applyDiscount': 0,
  'cart.removeDiscount': 0,
  'cart.applyVoucher': 0,
  'cart.removeVoucher': 0,
  'cart.suggestedValue': 0,
  'cart.takeXPayY': 0,
  'cart.updateValue': 0,

  // Pre-checkout (dedicated paths)
  'preCheckout.saveShipping': '/api/saveShippingPreCheckout',
  'preCheckout.saveCep': '/api/saveCepPreCheckout',
  'preCheckout.getCep': '/api/getCepPreCheckout',
  'preCheckout.getShipping': '/api/getShippingPreCheckout',
  'preCheckout.deleteShipping': '/api/deleteShippingPreCheckout',
  'preCheckout.deleteCep': '/api/deleteCepPreCheckout',

  // Card payment provider (gateway ids 17 and 20): paths not published, so they are envelope calls too.
  'payment.providerConfig': 0,
  'payment.appConfig': 0,
  'payment.session': 0,
  'payment.cardInstallments': 0,
} as const;

type CallName = keyof typeof calls;

const transportOf = (name: string, how: string | number): OperationTransport => {
  if (typeof how === 'number') return { transport: how === 1 ? 'put-envelope' : 'envelope', id: name };
  return how.startsWith('/') ? { transport: 'path', path: how } : { transport: 'envelope', id: how };
};

/**
 * Every call of the spec, keyed `area.method` exactly as the client exposes it.
 * Envelope identifiers are Vitrine's documented defaults, which the sandbox also uses.
 */
export const defaultOperations = Object.fromEntries(
  Object.entries(calls).map(([name, how]) => [name, transportOf(name, how)]),
) as {
  readonly [N in CallName]: N extends 'customer.changeEmail'
    ? { readonly transport: 'put-envelope'; readonly id: 'customer.changeEmail' }
    : OperationTransport;
};

/** The `area.method` name of every call the client makes. */
export type OperationName = keyof typeof defaultOperations;
