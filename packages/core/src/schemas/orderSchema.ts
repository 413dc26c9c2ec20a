import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A past order of the shopper (Vitrine's shape: the spec publishes none); `date` is ISO date-time text. */
export const orderSchema = z.looseObject({
  idOrder: z.number(),
  code: z.nullish(z.string()),
  date: z.string(),
  /** The platform's status label, shown as is. */
  status: z.string(),
  total: z.number(),
  items: z.nullish(
    z.array(
      z.looseObject({
        idProduct: z.number(),
        idSku: z.nullish(z.number()),
        name: z.string(),
        quantity: z.number(),
        price: z.number(),
      }),
    ),
  ),
});

/** A past order of the shopper. */
export interface Order extends KnownFields<z.infer<typeof orderSchema>> {}
