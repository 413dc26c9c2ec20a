import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/** One installment option: `quantity` installments of `installmentAmount` (BRL), `totalAmount` in all. */
export const installmentOptionSchema = z.looseObject({
  quantity: z.number(),
  installmentAmount: z.number(),
  totalAmount: z.number(),
  /** `undefined` when the platform describes the option in `description` instead. */
  interestFree: z.optional(flagSchema),
  description: z.nullish(z.string()),
});

/** One installment option. */
export interface InstallmentOption extends KnownFields<z.infer<typeof installmentOptionSchema>> {}
