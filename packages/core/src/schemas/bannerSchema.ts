import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/**
 * A banner. `random` is 1 when the banner takes part in random rotation, 0 when fixed (kept a number
 * as the spec gives it); `description` is HTML; `link` is `undefined`/`null` for a banner without link.
 */
export const bannerSchema = z.looseObject({
  idBanner: z.number(),
  name: z.string(),
  link: z.nullish(z.string()),
  nameFileImage: z.string(),
  description: z.nullish(z.string()),
  random: z.literal([0, 1]),
});

/** A banner. */
export interface Banner extends KnownFields<z.infer<typeof bannerSchema>> {}
