import * as z from 'zod/mini';
import { codeSchema } from './codeSchema';
import { flagSchema } from './flagSchema';
import { installmentMaxSchema } from './installmentMaxSchema';
import type { KnownFields } from './KnownFields';
import { variationSchema } from './variationSchema';

/**
 * A SKU: one purchasable combination of variations. `standard` marks the product's default SKU and
 * `visible` whether it may be offered; both are booleans (the platform may send 0/1).
 * `pricePromotion` is `undefined`/`null`/0 when there is no promotion.
 */
export const skuSchema = z.looseObject({
  idSku: z.number(),
  /** The SKU's own code ('VT1018-2'), shown on the detail page beside the product's. */
  code: z.nullish(codeSchema),
  price: z.number(),
  pricePromotion: z.nullish(z.number()),
  stock: z.number(),
  standard: flagSchema,
  visible: flagSchema,
  variations: z.array(variationSchema),
  installmentMax: z.nullish(installmentMaxSchema),
});

/** A purchasable combination of variations. */
export interface Sku extends KnownFields<z.infer<typeof skuSchema>> {}
