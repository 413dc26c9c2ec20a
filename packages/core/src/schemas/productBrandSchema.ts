import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** The brand as embedded in a product (name and logo); `logo` is `undefined`/`null` when the brand has none. */
export const productBrandSchema = z.looseObject({
  idBrand: z.nullish(z.number()),
  name: z.string(),
  logo: z.nullish(z.string()),
  urlFriendly: z.nullish(z.string()),
});

/** The brand as embedded in a product. */
export interface ProductBrand extends KnownFields<z.infer<typeof productBrandSchema>> {}
