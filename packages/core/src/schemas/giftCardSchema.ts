import * as z from 'zod/mini';

/** A gift card of the shopper with its balance in BRL; `expirationDate` is `undefined`/`null` when it never expires. */
export const giftCardSchema = z.looseObject({
  code: z.string(),
  balance: z.number(),
  expirationDate: z.nullish(z.string()),
});

/** A gift card of the shopper. */
export type GiftCard = z.infer<typeof giftCardSchema>;
