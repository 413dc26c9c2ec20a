import * as z from 'zod';

/**
 * A category of the tree; `level` is its level code (2 characters per depth, e.g. '01', '0103'),
 * `childMenu` its children (`undefined`/`null`/empty for a leaf).
 */
export const categorySchema = z.looseObject({
  idCategory: z.number(),
  name: z.string(),
  urlFriendly: z.string(),
  level: z.string(),
  image: z.string().nullish(),
  get childMenu() {
    return z.array(categorySchema).nullish();
  },
});

/** A category of the tree (section 3). */
export type Category = z.infer<typeof categorySchema>;
