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

const op = (id: string): OperationTransport => ({ transport: 'envelope', id });
const path = (p: string): OperationTransport => ({ transport: 'path', path: p });

/**
 * Every call of the spec, keyed `area.method` exactly as the client exposes it.
 * Envelope identifiers are Vitrine's documented defaults, which the sandbox also uses.
 */
export const defaultOperations = {
  // Catalogue (via /api)
  'catalogue.brands': op('catalogue.brands'),
  'catalogue.categories': op('catalogue.categoryTree'),
  'catalogue.productsByBrand': op('catalogue.productsByBrand'),
  'catalogue.productsByGroup': op('catalogue.productsByGroup'),
  'catalogue.productsByCategory': op('catalogue.productsByCategory'),
  'catalogue.brandFilters': op('catalogue.brandFilters'),
  'catalogue.groupFilters': op('catalogue.groupFilters'),
  'catalogue.categoryFilters': op('catalogue.categoryFilters'),
  'catalogue.searchFilters': op('catalogue.searchFilters'),
  'catalogue.relatedProducts': op('catalogue.relatedProducts'),
  'catalogue.alsoPurchased': op('catalogue.alsoPurchased'),
  'catalogue.search': op('catalogue.search'),
  'catalogue.searchWithFilters': op('catalogue.searchWithFilters'),
  'catalogue.showcase': op('catalogue.showcase'),
  'catalogue.groupShowcase': op('catalogue.groupShowcase'),
  'catalogue.groups': op('catalogue.groups'),
  'catalogue.mostSold': op('catalogue.mostSold'),
  'catalogue.newcomers': op('catalogue.newcomers'),
  'catalogue.productDetail': op('catalogue.productDetail'),
  'catalogue.productImages': op('catalogue.productImages'),
  'catalogue.lightningOffers': op('catalogue.lightningOffers'),
  'catalogue.banners': op('catalogue.banners'),
  'catalogue.categoryBanners': op('catalogue.categoryBanners'),
  // The spec: brand banners use the group-banners operation (textLink ends in /m instead of /g).
  'catalogue.groupBanners': op('catalogue.groupBanners'),
  'catalogue.brandBanners': op('catalogue.groupBanners'),
  'catalogue.takeXPayY': op('catalogue.takeXPayY'),
  'catalogue.paymentGateways': op('catalogue.paymentGateways'),
  'catalogue.sendBudget': op('catalogue.sendBudget'),
  'catalogue.alertMe': op('catalogue.alertMe'),

  // Ratings
  'ratings.send': op('ratings.send'),
  'ratings.list': op('ratings.list'),

  // Content and store settings (via /api)
  'content.company': op('content.company'),
  'content.institutionalPages': op('content.institutionalPages'),
  'content.reputationSeal': op('content.reputationSeal'),
  'content.faq': op('content.faq'),
  'content.antiBotCredentials': op('content.antiBotCredentials'),
  'content.seals': op('content.seals'),
  'content.deliveryTracking': op('content.deliveryTracking'),
  'content.validSession': op('content.validSession'),
  'content.eventList': op('content.eventList'),
  'content.socialNetworks': op('content.socialNetworks'),
  'content.companySocialMedia': op('content.companySocialMedia'),

  // Newsletter
  'newsletter.categories': op('newsletter.categories'),
  'newsletter.register': op('newsletter.register'),
  'newsletter.get': op('newsletter.get'),
  'newsletter.popup': op('newsletter.popup'),

  // Contact
  'contact.topics': op('contact.topics'),
  'contact.send': op('contact.send'),

  // Dedicated paths
  'site.redirect301': path('/api/redirect301'),
  'site.maintenanceStatus': path('/api/checkMaintenanceStatus'),
  'antiBot.verify': path('/api/recaptcha'),
  'privacy.verify': path('/api/policyprivacy'),
  'privacy.create': path('/api/policyprivacy'),
  'privacy.customerAccept': path('/api/customerprivacy/accept'),

  // Customer
  'customer.login': path('/api/login'),
  'customer.logout': path('/api/logout'),
  'customer.verifyLogin': path('/api/verifyLogin'),
  'customer.getClient': path('/api/getClient'),
  'customer.getCustomerId': path('/api/getCustomerId'),
  'customer.register': path('/api/register'),
  'customer.changePassword': path('/api/changePassword'),
  'customer.identification': path('/api/identification'),
  'customer.saveAddress': path('/api/createAlterClientAddress'),
  'customer.addresses': op('customer.addresses'),
  'customer.setAddressFlag': op('customer.setAddressFlag'),
  'customer.deleteAddress': op('customer.deleteAddress'),
  'customer.changeEmail': { transport: 'put-envelope', id: 'customer.changeEmail' },
  'customer.recoverEmail': path('/api/recoverEmail'),
  'customer.sendRecoverEmail': op('customer.sendRecoverEmail'),
  'customer.changeInfo': path('/api/changeCustomerInfo'),
  'customer.verifyAccessKeyEmail': path('/api/verifyAccessKeyEmail'),
  'customer.verifyRegistration': path('/api/verifyRegistration'),
  'customer.verifySession': path('/api/verifySession'),
  'customer.socialLogin': path('/api/loginsocial'),
  'customer.orders': op('customer.orders'),
  'customer.wishlist': op('customer.wishlist'),
  'customer.addToWishlist': op('customer.addToWishlist'),
  'customer.removeFromWishlist': op('customer.removeFromWishlist'),
  'customer.postalCodeLookup': op('customer.postalCodeLookup'),
  'customer.giftBalance': op('customer.giftBalance'),
  'customer.giftCards': op('customer.giftCards'),

  // Cart
  'cart.get': op('cart.get'),
  'cart.count': op('cart.count'),
  'cart.add': op('cart.add'),
  'cart.addMassive': op('cart.addMassive'),
  'cart.changeQuantity': op('cart.changeQuantity'),
  'cart.deleteItem': op('cart.deleteItem'),
  'cart.clean': op('cart.clean'),
  'cart.freights': op('cart.freights'),
  'cart.checkoutFreights': op('cart.checkoutFreights'),
  'cart.productFreights': op('cart.productFreights'),
  'cart.digitalFreight': op('cart.digitalFreight'),
  'cart.freeFreightTip': op('cart.freeFreightTip'),
  'cart.cancelFreight': op('cart.cancelFreight'),
  'cart.freeFreightCheck': op('cart.freeFreightCheck'),
  'cart.showcaseLimits': op('cart.showcaseLimits'),
  'cart.cartLimits': op('cart.cartLimits'),
  'cart.gateways': op('cart.gateways'),
  'cart.installments': op('cart.installments'),
  'cart.applyDiscount': op('cart.applyDiscount'),
  'cart.removeDiscount': op('cart.removeDiscount'),
  'cart.applyVoucher': op('cart.applyVoucher'),
  'cart.removeVoucher': op('cart.removeVoucher'),
  'cart.suggestedValue': op('cart.suggestedValue'),
  'cart.takeXPayY': op('cart.takeXPayY'),
  'cart.updateValue': op('cart.updateValue'),

  // Pre-checkout (dedicated paths)
  'preCheckout.saveShipping': path('/api/saveShippingPreCheckout'),
  'preCheckout.saveCep': path('/api/saveCepPreCheckout'),
  'preCheckout.getCep': path('/api/getCepPreCheckout'),
  'preCheckout.getShipping': path('/api/getShippingPreCheckout'),
  'preCheckout.deleteShipping': path('/api/deleteShippingPreCheckout'),
  'preCheckout.deleteCep': path('/api/deleteCepPreCheckout'),

  // Card payment provider (gateway ids 17 and 20): paths not published, so they are envelope calls too.
  'payment.providerConfig': op('payment.providerConfig'),
  'payment.appConfig': op('payment.appConfig'),
  'payment.session': op('payment.session'),
  'payment.cardInstallments': op('payment.cardInstallments'),
} as const satisfies Record<string, OperationTransport>;

/** The `area.method` name of every call the client makes. */
export type OperationName = keyof typeof defaultOperations;
