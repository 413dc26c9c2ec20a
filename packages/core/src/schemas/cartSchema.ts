import * as z from 'zod/mini';
import { cartItemSchema } from './cartItemSchema';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/** The fields of `cartSchema`. */
const cartShape = {
  items: z.array(cartItemSchema),
  total: z.number(),
  /** The platform's: the lines at list price, before promotions (what is paid for them is `CartTotals.itemsTotal`). */
  subTotal: z.number(),
  totalDiscount: z.number(),
  totalShipping: z.number(),
  cartHasOnlyVirtualProducts: z.optional(flagSchema),
  minValue: z.nullish(z.number()),
  maxValue: z.nullish(z.number()),
};

/** The schema of the cart (a named type, so the published declarations refer to it instead of repeating it). */
export interface CartSchema extends z.ZodMiniObject<typeof cartShape, z.core.$loose> {}

/**
 * The shopper's cart with its totals in BRL; `minValue`/`maxValue` (the V limits of the cart) are
 * `undefined`/`null` when the store sets none.
 */
export const cartSchema: CartSchema = z.looseObject(cartShape);

/** The shopper's cart. */
export interface Cart extends KnownFields<z.infer<typeof cartSchema>> {}
