import * as z from 'zod/mini';

/** The largest installment plan of a product or SKU; shown only when `maxNumber` is above 1. */
export const installmentMaxSchema = z.looseObject({
  maxNumber: z.number(),
  /** The value of one installment, in BRL. */
  value: z.number(),
  description: z.nullish(z.string()),
});

/** The largest installment plan of a product or SKU (section 3). */
export type InstallmentMax = z.infer<typeof installmentMaxSchema>;
