import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/**
 * A category of the tree; `level` is its level code (2 characters per depth, e.g. '01', '0103'),
 * `childMenu` its children (`undefined`/`null`/empty for a leaf).
 */
export const categorySchema = z.looseObject({
  idCategory: z.number(),
  name: z.string(),
  urlFriendly: z.string(),
  level: z.string(),
  image: z.nullish(z.string()),
  get childMenu() {
    return z.nullish(z.array(categorySchema));
  },
});

/** A category of the tree. */
export interface Category extends KnownFields<z.infer<typeof categorySchema>> {}
