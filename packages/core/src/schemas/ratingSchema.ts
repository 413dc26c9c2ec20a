import * as z from 'zod';
import { flagSchema } from './flagSchema';

/**
 * A published product rating. `email` is shown only when `leavePublicEmail` is true; it may be
 * `undefined`/`null` when the platform hides it. `dateRegister` is an ISO date-time text.
 */
export const ratingSchema = z.looseObject({
  idProductRating: z.number(),
  idProduct: z.number().nullish(),
  title: z.string(),
  comment: z.string(),
  name: z.string(),
  email: z.string().nullish(),
  addressCity: z.string().nullish(),
  addressState: z.string().nullish(),
  /** 1 to 5. */
  rate: z.number(),
  leavePublicEmail: flagSchema,
  dateRegister: z.string(),
});

/** A published product rating (section 3). */
export type Rating = z.infer<typeof ratingSchema>;
