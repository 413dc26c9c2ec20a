import * as z from 'zod';

/** A brand; every text but `name` and `urlFriendly` is `undefined`/`null` when unset. */
export const brandSchema = z.looseObject({
  idBrand: z.number(),
  name: z.string(),
  title: z.string().nullish(),
  metadata: z.string().nullish(),
  metaDescription: z.string().nullish(),
  logo: z.string().nullish(),
  urlFriendly: z.string(),
  urlStore: z.string().nullish(),
});

/** A brand (section 3). */
export type Brand = z.infer<typeof brandSchema>;
