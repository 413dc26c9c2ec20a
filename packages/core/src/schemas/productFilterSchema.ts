import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** The fields of `productFilterSchema`. */
const productFilterShape = {
  key: z.string(),
  name: z.string(),
  options: z.array(
    z.looseObject({
      id: z.number(),
      name: z.string(),
      /** How many products of the listing match the option. */
      quantity: z.nullish(z.number()),
      color: z.nullish(z.string()),
      image: z.nullish(z.string()),
      textLink: z.nullish(z.string()),
    }),
  ),
  minPrice: z.nullish(z.number()),
  maxPrice: z.nullish(z.number()),
};

/** The schema of a listing filter (a named type, so the published declarations refer to it instead of repeating it). */
export interface ProductFilterSchema extends z.ZodMiniObject<typeof productFilterShape, z.core.$loose> {}

/**
 * A filter group of a listing (the platform does not publish this shape; this is Vitrine's, which the
 * sandbox serves). `key` is the product-list query parameter the group sets: 'idCategories', 'idBrand',
 * 'idVariation', 'idAttribute', 'idGroupingType' or 'price' (then `minPrice`/`maxPrice` bound the range
 * and `options` may be empty). Option extras are `undefined`/`null` when not sent.
 */
export const productFilterSchema: ProductFilterSchema = z.looseObject(productFilterShape);

/** A filter group of a listing. */
export interface ProductFilter extends KnownFields<z.infer<typeof productFilterSchema>> {}
