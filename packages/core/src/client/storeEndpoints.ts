import { cartEndpoints } from './endpoints/cartEndpoints';
import { cartPricingEndpoints } from './endpoints/cartPricingEndpoints';
import { catalogueEndpoints } from './endpoints/catalogueEndpoints';
import { contactEndpoints } from './endpoints/contactEndpoints';
import { contentEndpoints } from './endpoints/contentEndpoints';
import { customerEndpoints } from './endpoints/customerEndpoints';
import { newsletterEndpoints } from './endpoints/newsletterEndpoints';
import { paymentEndpoints } from './endpoints/paymentEndpoints';
import { preCheckoutEndpoints } from './endpoints/preCheckoutEndpoints';
import { ratingsEndpoints } from './endpoints/ratingsEndpoints';
import { siteEndpoints } from './endpoints/siteEndpoints';

/**
 * Every call of the store API: how its input is encoded, how it travels and how its reply is parsed,
 * keyed `area.method` as the client exposes it. Reads send their input as query-string `params`,
 * writes as `json`. Made of the area tables (`cartEndpoints`, `catalogueEndpoints`…), which
 * `createStoreClientFor` takes one by one when an app needs only some areas.
 */
export const storeEndpoints: StoreEndpoints = {
  ...catalogueEndpoints,
  ...ratingsEndpoints,
  ...contentEndpoints,
  ...newsletterEndpoints,
  ...contactEndpoints,
  ...siteEndpoints,
  ...customerEndpoints,
  ...cartEndpoints,
  ...cartPricingEndpoints,
  ...preCheckoutEndpoints,
  ...paymentEndpoints,
};

/**
 * The type of `storeEndpoints`: every call's input, transport and reply schema. Written as the tables' own types
 * so the published declarations name them instead of repeating every schema (a table spread is typed in full).
 */
export type StoreEndpoints = typeof catalogueEndpoints &
  typeof ratingsEndpoints &
  typeof contentEndpoints &
  typeof newsletterEndpoints &
  typeof contactEndpoints &
  typeof siteEndpoints &
  typeof customerEndpoints &
  typeof cartEndpoints &
  typeof cartPricingEndpoints &
  typeof preCheckoutEndpoints &
  typeof paymentEndpoints;
