import * as z from 'zod';
import { productGroupingSchema } from './productGroupingSchema';
import { productImageSchema } from './productImageSchema';
import { productSchema } from './productSchema';

/**
 * A product detail: a product plus its gallery, sibling grouping, descriptions (HTML, to be sanitised
 * before rendering) and buy-together products. Every extra is `undefined`/`null` when the platform omits it.
 */
export const productDetailSchema = productSchema.extend({
  productImages: z.array(productImageSchema).nullish(),
  productGrouping: productGroupingSchema.nullish(),
  descriptionDetail: z.string().nullish(),
  descriptionDetailSummary: z.string().nullish(),
  /** Products offered together with this one (each may be a kit or have conjunct products). */
  buyTogether: z.array(productSchema).nullish(),
});

/** A product detail (section 3). */
export type ProductDetail = z.infer<typeof productDetailSchema>;
