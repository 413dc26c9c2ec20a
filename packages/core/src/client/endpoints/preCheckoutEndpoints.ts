import * as z from 'zod/mini';
import type { FreightOption } from '../../schemas/freightOptionSchema';
import { freightOptionSchema } from '../../schemas/freightOptionSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { StoreEndpoint } from '../StoreEndpoint';
import { noInput, payload, unmaskCep, via } from './defineEndpoint';
import { optionalTextSchema } from './optionalTextSchema';

/** The pre-checkout: the freight and postal code chosen in the cart, kept for the checkout. */
export const preCheckoutEndpoints = {
  'preCheckout.saveShipping': via(
    '/api/saveShippingPreCheckout',
    payload(
      (input: { readonly shipping: FreightOption; readonly cep: string }) => ({
        shipping: input.shipping,
        cep: unmaskCep(input.cep),
      }),
      successReplySchema,
    ),
  ),
  'preCheckout.saveCep': via(
    '/api/saveCepPreCheckout',
    payload((input: { readonly cep: string }) => ({ cep: unmaskCep(input.cep) }), successReplySchema),
  ),
  /** Answers the saved postal code, `null` when none. */
  'preCheckout.getCep': via('/api/getCepPreCheckout', noInput(optionalTextSchema)),
  'preCheckout.getShipping': via('/api/getShippingPreCheckout', noInput(z.nullable(freightOptionSchema))),
  'preCheckout.deleteShipping': via('/api/deleteShippingPreCheckout', noInput(successReplySchema)),
  'preCheckout.deleteCep': via('/api/deleteCepPreCheckout', noInput(successReplySchema)),
} satisfies { readonly [K in `preCheckout.${string}`]?: StoreEndpoint<never, z.core.$ZodType> };

/** The calls of `preCheckoutEndpoints`. */
export type PreCheckoutEndpoints = typeof preCheckoutEndpoints;
