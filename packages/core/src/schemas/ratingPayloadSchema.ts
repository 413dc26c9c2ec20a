import * as z from 'zod/mini';

/** The rating payload; `idProductRating` is 0 for a new rating, `dateRegister` ISO date-time text. */
export const ratingPayloadSchema = z.object({
  idProductRating: z.number(),
  title: z.string(),
  comment: z.string(),
  name: z.string(),
  email: z.string(),
  addressCity: z.string(),
  addressState: z.string(),
  rate: z.number().check(z.int(), z.gte(1), z.lte(5)),
  leavePublicEmail: z.boolean(),
  idProduct: z.number(),
  dateRegister: z.string(),
  tokenRecaptcha: z.string(),
});

/** The rating payload. */
export type RatingPayload = z.infer<typeof ratingPayloadSchema>;
