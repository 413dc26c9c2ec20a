import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** The largest installment plan of a product or SKU; shown only when `maxNumber` is above 1. */
export const installmentMaxSchema = z.looseObject({
  maxNumber: z.number(),
  /** The value of one installment, in BRL. */
  value: z.number(),
  description: z.nullish(z.string()),
});

/** The largest installment plan of a product or SKU. */
export interface InstallmentMax extends KnownFields<z.infer<typeof installmentMaxSchema>> {}
