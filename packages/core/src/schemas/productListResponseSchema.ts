import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';
import { type ProductFilter, productFilterSchema } from './productFilterSchema';
import { productSchema } from './productSchema';

/** A page of a product listing (pages count from 1) with the listing's filters (empty when none). */
export const productListResponseSchema = z.looseObject({
  products: z.array(productSchema),
  settings: z.looseObject({
    pageNumber: z.number(),
    pageCount: z.number(),
    totalItemCount: z.number(),
  }),
  filters: z.pipe(
    z.nullish(z.array(productFilterSchema)),
    z.transform((filters: ProductFilter[] | null | undefined) => filters ?? []),
  ),
});

/** A page of a product listing. */
export interface ProductListResponse extends KnownFields<z.infer<typeof productListResponseSchema>> {}
