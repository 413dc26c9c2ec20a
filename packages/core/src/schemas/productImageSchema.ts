import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

// A comma list may carry blanks or junk; only positive integers are variation ids.
const isVariationId = (id: number): boolean => Number.isInteger(id) && id > 0;

const variationIdsSchema = z.pipe(
  z.union([z.array(z.number()), z.string()]),
  z.transform((value: number[] | string) =>
    typeof value === 'string' ? value.split(',').map(Number).filter(isVariationId) : value,
  ),
);

/**
 * An image of a product detail. `variacao_ids` lists the variations it illustrates (empty or
 * `undefined` for images of every variation); the platform may send it as a comma list, handed out as numbers.
 */
export const productImageSchema = z.looseObject({
  imageDefault: z.string(),
  imageHighResolution: z.nullish(z.string()),
  variacao_ids: z.nullish(variationIdsSchema),
});

/** An image of a product detail. */
export interface ProductImage extends KnownFields<z.infer<typeof productImageSchema>> {}
