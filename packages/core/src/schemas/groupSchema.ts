import * as z from 'zod';
import { productSchema } from './productSchema';

/** A product group (a curated collection); `productShowCases` holds its showcase products when asked for. */
export const groupSchema = z.looseObject({
  idGroup: z.number(),
  name: z.string(),
  title: z.string().nullish(),
  metaDescription: z.string().nullish(),
  urlFriendly: z.string(),
  urlGroup: z.string().nullish(),
  productShowCases: z.array(productSchema).nullish(),
});

/** A product group (section 3). */
export type Group = z.infer<typeof groupSchema>;
