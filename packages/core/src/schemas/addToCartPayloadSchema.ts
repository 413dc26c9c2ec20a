import * as z from 'zod/mini';
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from '../rules/cartQuantityLimits';

/** One product to put in the cart: quantity 1 to 9999, `idSku` `null` for a product without SKUs. */
export const addToCartPayloadSchema = z.object({
  idProduct: z.number(),
  idSku: z.nullable(z.number()),
  quantity: z.number().check(z.int(), z.gte(MIN_CART_QUANTITY), z.lte(MAX_CART_QUANTITY)),
  /** Recurring (subscription) purchase; the storefront sends false. */
  isRecurrent: z.optional(z.boolean()),
});

/** One product to put in the cart. */
export type AddToCartPayload = z.infer<typeof addToCartPayloadSchema>;
