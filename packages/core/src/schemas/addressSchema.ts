import * as z from 'zod';
import { flagSchema } from './flagSchema';

/**
 * A saved address of the shopper (field names are Vitrine's: the spec names only the flags).
 * `cep` is the postal code without mask; `defaultDelivery` and `billing` are the address's flags.
 */
export const addressSchema = z.looseObject({
  idAddress: z.number(),
  /** The recipient's name. */
  name: z.string().nullish(),
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().nullish(),
  neighborhood: z.string(),
  city: z.string(),
  /** The two-letter state code (UF). */
  state: z.string(),
  reference: z.string().nullish(),
  defaultDelivery: flagSchema,
  billing: flagSchema,
});

/** A saved address of the shopper. */
export type Address = z.infer<typeof addressSchema>;
