import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A brand; every text but `name` and `urlFriendly` is `undefined`/`null` when unset. */
export const brandSchema = z.looseObject({
  idBrand: z.number(),
  name: z.string(),
  title: z.nullish(z.string()),
  metadata: z.nullish(z.string()),
  metaDescription: z.nullish(z.string()),
  logo: z.nullish(z.string()),
  urlFriendly: z.string(),
  urlStore: z.nullish(z.string()),
});

/** A brand. */
export interface Brand extends KnownFields<z.infer<typeof brandSchema>> {}
