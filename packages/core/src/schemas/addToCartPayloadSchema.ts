import * as z from 'zod/mini';

/** One product to put in the cart: quantity 1 to 9999, `idSku` `null` for a product without SKUs. */
export const addToCartPayloadSchema = z.object({
  idProduct: z.number(),
  idSku: z.nullable(z.number()),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(9999)),
  /** Recurring (subscription) purchase; the storefront sends false. */
  isRecurrent: z.optional(z.boolean()),
});

/** One product to put in the cart. */
export type AddToCartPayload = z.infer<typeof addToCartPayloadSchema>;
