import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A gift card of the shopper with its balance in BRL; `expirationDate` is `undefined`/`null` when it never expires. */
export const giftCardSchema = z.looseObject({
  code: z.string(),
  balance: z.number(),
  expirationDate: z.nullish(z.string()),
});

/** A gift card of the shopper. */
export interface GiftCard extends KnownFields<z.infer<typeof giftCardSchema>> {}
