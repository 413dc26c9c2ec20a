import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';
import { variationSchema } from './variationSchema';

/** A reference, i.e. a variation axis of a product (colour, size...) with its variations. */
export const referenceSchema = z.looseObject({
  idReference: z.number(),
  name: z.string(),
  ordinationOfReferences: z.nullish(z.number()),
  /** The platform's kind of reference (e.g. a colour or a text axis); `undefined` when not sent. */
  referenceType: z.nullish(z.union([z.string(), z.number()])),
  variations: z.array(variationSchema),
});

/** A variation axis of a product. */
export interface Reference extends KnownFields<z.infer<typeof referenceSchema>> {}
