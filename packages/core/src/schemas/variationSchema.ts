import * as z from 'zod';

/** A variation (a colour, a size...) of a reference; `image` and `color` are `undefined`/`null` when unset. */
export const variationSchema = z.looseObject({
  idVariation: z.number(),
  name: z.string(),
  image: z.string().nullish(),
  /** A CSS colour (e.g. `#1A1A1A`) for colour swatches. */
  color: z.string().nullish(),
  displayOrder: z.number().nullish(),
  /** The reference (axis) the variation belongs to, when the platform says so. */
  idReference: z.number().nullish(),
});

/** A variation of a reference (section 3). */
export type Variation = z.infer<typeof variationSchema>;
