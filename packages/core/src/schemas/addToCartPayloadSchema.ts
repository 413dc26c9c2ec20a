import * as z from 'zod';

/** One product to put in the cart: quantity 1 to 9999, `idSku` `null` for a product without SKUs. */
export const addToCartPayloadSchema = z.object({
  idProduct: z.number(),
  idSku: z.number().nullable(),
  quantity: z.number().int().min(1).max(9999),
  /** Recurring (subscription) purchase; the storefront sends false. */
  isRecurrent: z.boolean().optional(),
});

/** One product to put in the cart (section 7). */
export type AddToCartPayload = z.infer<typeof addToCartPayloadSchema>;
