import * as z from 'zod';

/** The brand as embedded in a product (name and logo); `logo` is `undefined`/`null` when the brand has none. */
export const productBrandSchema = z.looseObject({
  idBrand: z.number().nullish(),
  name: z.string(),
  logo: z.string().nullish(),
  urlFriendly: z.string().nullish(),
});

/** The brand as embedded in a product (section 3). */
export type ProductBrand = z.infer<typeof productBrandSchema>;
