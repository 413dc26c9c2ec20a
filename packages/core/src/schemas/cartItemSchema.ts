import * as z from 'zod';
import { cartItemLimitSchema } from './cartItemLimitSchema';
import { flagSchema } from './flagSchema';

/** A line of the cart; `idSku` is `undefined`/`null` for a product without SKUs, `limit` when unlimited. */
export const cartItemSchema = z.looseObject({
  idCartItem: z.number(),
  idProduct: z.number(),
  idSku: z.number().nullish(),
  originalName: z.string().nullish(),
  name: z.string(),
  quantity: z.number().int(),
  /** Unit price in BRL. */
  price: z.number(),
  /** Unit promotional price; `undefined`/`null`/0 without promotion. */
  pricePromotion: z.number().nullish(),
  stock: z.number(),
  flagExhausted: flagSchema.optional(),
  urlProduct: z.string().nullish(),
  productImage: z.looseObject({ imageDefault: z.string().nullish() }).nullish(),
  /** Availability label (e.g. a delivery-time tag). */
  etiquetaDisponibilidade: z.string().nullish(),
  /** Category name, for analytics. */
  categoria: z.string().nullish(),
  cartItemVariations: z
    .array(z.looseObject({ nameReference: z.string(), nameVariation: z.string() }))
    .nullish(),
  limit: cartItemLimitSchema.nullish(),
});

/** A line of the cart (section 3). */
export type CartItem = z.infer<typeof cartItemSchema>;
