import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/**
 * A category a product belongs to; `default` marks the product's main category (used for breadcrumbs),
 * `level` is the category level code (2 characters per depth).
 */
export const productCategorySchema = z.looseObject({
  idCategory: z.nullish(z.number()),
  name: z.string(),
  level: z.string(),
  default: z.optional(flagSchema),
  urlFriendly: z.string(),
});

/** A category a product belongs to. */
export interface ProductCategory extends KnownFields<z.infer<typeof productCategorySchema>> {}
