import * as z from 'zod';
import { flagSchema } from './flagSchema';

/**
 * A category a product belongs to; `default` marks the product's main category (used for breadcrumbs),
 * `level` is the category level code (2 characters per depth).
 */
export const productCategorySchema = z.looseObject({
  idCategory: z.number().nullish(),
  name: z.string(),
  level: z.string(),
  default: flagSchema.optional(),
  urlFriendly: z.string(),
});

/** A category a product belongs to (section 3). */
export type ProductCategory = z.infer<typeof productCategorySchema>;
