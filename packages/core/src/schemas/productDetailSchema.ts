import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';
import { productGroupingSchema } from './productGroupingSchema';
import { productImageSchema } from './productImageSchema';
import { type ProductShape, productSchema } from './productSchema';

/** The fields the detail adds to a product's. */
const productDetailExtra = {
  productImages: z.nullish(z.array(productImageSchema)),
  productGrouping: z.nullish(productGroupingSchema),
  descriptionDetail: z.nullish(z.string()),
  descriptionDetailSummary: z.nullish(z.string()),
  /** Products offered together with this one (each may be a kit or have conjunct products). */
  buyTogether: z.nullish(z.array(productSchema)),
};

/** The schema of a product detail (a named type, so the published declarations refer to it). */
export interface ProductDetailSchema
  extends z.ZodMiniObject<z.core.util.Extend<ProductShape, typeof productDetailExtra>, z.core.$loose> {}

/**
 * A product detail: a product plus its gallery, sibling grouping, descriptions (HTML, to be sanitised
 * before rendering) and buy-together products. Every extra is `undefined`/`null` when the platform omits it.
 */
export const productDetailSchema: ProductDetailSchema = z.extend(productSchema, productDetailExtra);

/** A product detail: only the fields the schema names are typed (unknown keys are kept at run time). */
export interface ProductDetail extends KnownFields<z.infer<typeof productDetailSchema>> {}
