import * as z from 'zod/mini';

/**
 * The quote (budget) request payload; `idCustomer` only when the shopper is logged in, each product
 * with its chosen SKU as `idProductGrid` (`null` for a product without SKUs).
 */
export const quotePayloadSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  idCustomer: z.optional(z.number()),
  products: z
    .array(z.object({ idProduct: z.number(), idProductGrid: z.nullable(z.number()) }))
    .check(z.minLength(1)),
});

/** The quote request payload. */
export type QuotePayload = z.infer<typeof quotePayloadSchema>;
