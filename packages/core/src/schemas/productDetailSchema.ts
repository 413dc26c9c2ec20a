import * as z from 'zod/mini';
import { productGroupingSchema } from './productGroupingSchema';
import { productImageSchema } from './productImageSchema';
import { productSchema } from './productSchema';

/**
 * A product detail: a product plus its gallery, sibling grouping, descriptions (HTML, to be sanitised
 * before rendering) and buy-together products. Every extra is `undefined`/`null` when the platform omits it.
 */
export const productDetailSchema = z.extend(productSchema, {
  productImages: z.nullish(z.array(productImageSchema)),
  productGrouping: z.nullish(productGroupingSchema),
  descriptionDetail: z.nullish(z.string()),
  descriptionDetailSummary: z.nullish(z.string()),
  /** Products offered together with this one (each may be a kit or have conjunct products). */
  buyTogether: z.nullish(z.array(productSchema)),
});

/** A product detail. */
export type ProductDetail = z.infer<typeof productDetailSchema>;
