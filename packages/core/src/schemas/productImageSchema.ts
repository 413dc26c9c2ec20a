import * as z from 'zod';

// A comma list may carry blanks or junk; only positive integers are variation ids.
const isVariationId = (id: number): boolean => Number.isInteger(id) && id > 0;

const variationIdsSchema = z
  .union([z.array(z.number()), z.string()])
  .transform((value) =>
    typeof value === 'string' ? value.split(',').map(Number).filter(isVariationId) : value,
  );

/**
 * An image of a product detail. `variacao_ids` lists the variations it illustrates (empty or
 * `undefined` for images of every variation); the platform may send it as a comma list, handed out as numbers.
 */
export const productImageSchema = z.looseObject({
  imageDefault: z.string(),
  imageHighResolution: z.string().nullish(),
  variacao_ids: variationIdsSchema.nullish(),
});

/** An image of a product detail (section 3). */
export type ProductImage = z.infer<typeof productImageSchema>;
