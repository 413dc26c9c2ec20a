import type * as z from 'zod/mini';
import { antiBotEndpoints } from './endpoints/antiBotEndpoints';
import { cartEndpoints } from './endpoints/cartEndpoints';
import { catalogueEndpoints } from './endpoints/catalogueEndpoints';
import { contactEndpoints } from './endpoints/contactEndpoints';
import { contentEndpoints } from './endpoints/contentEndpoints';
import { customerEndpoints } from './endpoints/customerEndpoints';
import { newsletterEndpoints } from './endpoints/newsletterEndpoints';
import { paymentEndpoints } from './endpoints/paymentEndpoints';
import { preCheckoutEndpoints } from './endpoints/preCheckoutEndpoints';
import { privacyEndpoints } from './endpoints/privacyEndpoints';
import { ratingsEndpoints } from './endpoints/ratingsEndpoints';
import { siteEndpoints } from './endpoints/siteEndpoints';
import type { OperationName } from './operations';
import type { StoreEndpoint } from './StoreEndpoint';

/**
 * Every call of the store API: how its input is encoded and how its reply is parsed. Keys are the
 * `area.method` names of `defaultOperations`; the transport (envelope, PUT envelope or dedicated path)
 * comes from there. Reads send their input as query-string `params`, writes as `json`. Mutations of
 * the cart answer the updated cart, so a caller can confirm its state from the reply.
 * This is the whole table at once (importing it bundles every schema); `createStoreClient` does not use
 * it but loads each area's part (`endpoints/<area>Endpoints`) on that area's first call.
 */
export const storeEndpoints = {
  ...catalogueEndpoints,
  ...ratingsEndpoints,
  ...contentEndpoints,
  ...newsletterEndpoints,
  ...contactEndpoints,
  ...siteEndpoints,
  ...antiBotEndpoints,
  ...privacyEndpoints,
  ...customerEndpoints,
  ...cartEndpoints,
  ...preCheckoutEndpoints,
  ...paymentEndpoints,
} satisfies { readonly [K in OperationName]: StoreEndpoint<never, z.core.$ZodType> };

/** The endpoint table's type, from which each client method's input and result are derived. */
export type StoreEndpoints = typeof storeEndpoints;
