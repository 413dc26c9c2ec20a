import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';
import { productSchema } from './productSchema';

/** A product group (a curated collection); `productShowCases` holds its showcase products when asked for. */
export const groupSchema = z.looseObject({
  idGroup: z.number(),
  name: z.string(),
  title: z.nullish(z.string()),
  metaDescription: z.nullish(z.string()),
  urlFriendly: z.string(),
  urlGroup: z.nullish(z.string()),
  productShowCases: z.nullish(z.array(productSchema)),
});

/** A product group. */
export interface Group extends KnownFields<z.infer<typeof groupSchema>> {}
