import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

const categoryShape = {
  idCategory: z.number(),
  name: z.string(),
  urlFriendly: z.string(),
  level: z.string(),
  image: z.nullish(z.string()),
  get childMenu(): z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniArray<CategorySchema>>> {
    return z.nullish(z.array(categorySchema));
  },
};

/** The schema of a category (a named type: the published declarations refer to it for the children too). */
export interface CategorySchema extends z.ZodMiniObject<typeof categoryShape, z.core.$loose> {}

/**
 * A category of the tree; `level` is its level code (2 characters per depth, e.g. '01', '0103'),
 * `childMenu` its children (`undefined`/`null`/empty for a leaf).
 */
export const categorySchema: CategorySchema = z.looseObject(categoryShape);

/** A category of the tree. */
export interface Category extends KnownFields<z.infer<typeof categorySchema>> {}
