import * as z from 'zod';

/** A past order of the shopper (Vitrine's shape: the spec publishes none); `date` is ISO date-time text. */
export const orderSchema = z.looseObject({
  idOrder: z.number(),
  code: z.string().nullish(),
  date: z.string(),
  /** The platform's status label, shown as is. */
  status: z.string(),
  total: z.number(),
  items: z
    .array(
      z.looseObject({
        idProduct: z.number(),
        idSku: z.number().nullish(),
        name: z.string(),
        quantity: z.number(),
        price: z.number(),
      }),
    )
    .nullish(),
});

/** A past order of the shopper. */
export type Order = z.infer<typeof orderSchema>;
