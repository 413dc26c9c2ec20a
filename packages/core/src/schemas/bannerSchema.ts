import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** The fields of `bannerSchema`. */
const bannerShape = {
  idBanner: z.number(),
  name: z.string(),
  link: z.nullish(z.string()),
  nameFileImage: z.string(),
  description: z.nullish(z.string()),
  random: z.literal([0, 1]),
};

/** The schema of a banner (a named type, so the published declarations refer to it instead of repeating it). */
export interface BannerSchema extends z.ZodMiniObject<typeof bannerShape, z.core.$loose> {}

/**
 * A banner. `random` is 1 when the banner takes part in random rotation, 0 when fixed (kept a number
 * as the spec gives it); `description` is HTML; `link` is `undefined`/`null` for a banner without link.
 */
export const bannerSchema: BannerSchema = z.looseObject(bannerShape);

/** A banner. */
export interface Banner extends KnownFields<z.infer<typeof bannerSchema>> {}
