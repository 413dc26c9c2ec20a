import * as z from 'zod/mini';
import { cartItemLimitSchema } from './cartItemLimitSchema';
import { flagSchema } from './flagSchema';
import { integerSchema } from './integerSchema';
import type { KnownFields } from './KnownFields';

/** A line of the cart; `idSku` is `undefined`/`null` for a product without SKUs, `limit` when unlimited. */
export const cartItemSchema = z.looseObject({
  idCartItem: z.number(),
  idProduct: z.number(),
  idSku: z.nullish(z.number()),
  originalName: z.nullish(z.string()),
  name: z.string(),
  quantity: integerSchema,
  /** Unit price in BRL. */
  price: z.number(),
  /** Unit promotional price; `undefined`/`null`/0 without promotion. */
  pricePromotion: z.nullish(z.number()),
  stock: z.number(),
  flagExhausted: z.optional(flagSchema),
  urlProduct: z.nullish(z.string()),
  productImage: z.nullish(z.looseObject({ imageDefault: z.nullish(z.string()) })),
  /** Availability label (e.g. a delivery-time tag). */
  etiquetaDisponibilidade: z.nullish(z.string()),
  /** Category name, for analytics. */
  categoria: z.nullish(z.string()),
  cartItemVariations: z.nullish(
    z.array(z.looseObject({ nameReference: z.string(), nameVariation: z.string() })),
  ),
  limit: z.nullish(cartItemLimitSchema),
});

/** A line of the cart. */
export interface CartItem extends KnownFields<z.infer<typeof cartItemSchema>> {}
