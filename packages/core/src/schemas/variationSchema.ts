import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A variation (a colour, a size...) of a reference; `image` and `color` are `undefined`/`null` when unset. */
export const variationSchema = z.looseObject({
  idVariation: z.number(),
  name: z.string(),
  image: z.nullish(z.string()),
  /** A CSS colour (e.g. `#1A1A1A`) for colour swatches. */
  color: z.nullish(z.string()),
  displayOrder: z.nullish(z.number()),
  /** The reference (axis) the variation belongs to, when the platform says so. */
  idReference: z.nullish(z.number()),
});

/** A variation of a reference. */
export interface Variation extends KnownFields<z.infer<typeof variationSchema>> {}
