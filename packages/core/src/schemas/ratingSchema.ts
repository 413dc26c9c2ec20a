import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/**
 * A published product rating. `email` is shown only when `leavePublicEmail` is true; it may be
 * `undefined`/`null` when the platform hides it. `dateRegister` is an ISO date-time text.
 */
export const ratingSchema = z.looseObject({
  idProductRating: z.number(),
  idProduct: z.nullish(z.number()),
  title: z.string(),
  comment: z.string(),
  name: z.string(),
  email: z.nullish(z.string()),
  addressCity: z.nullish(z.string()),
  addressState: z.nullish(z.string()),
  /** 1 to 5. */
  rate: z.number(),
  leavePublicEmail: flagSchema,
  dateRegister: z.string(),
});

/** A published product rating. */
export interface Rating extends KnownFields<z.infer<typeof ratingSchema>> {}
