import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/**
 * A saved address of the shopper (field names are Vitrine's: the spec names only the flags).
 * `cep` is the postal code without mask; `defaultDelivery` and `billing` are the address's flags.
 */
export const addressSchema = z.looseObject({
  idAddress: z.number(),
  /** The recipient's name. */
  name: z.nullish(z.string()),
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.nullish(z.string()),
  neighborhood: z.string(),
  city: z.string(),
  /** The two-letter state code (UF). */
  state: z.string(),
  reference: z.nullish(z.string()),
  defaultDelivery: flagSchema,
  billing: flagSchema,
});

/** A saved address of the shopper. */
export interface Address extends KnownFields<z.infer<typeof addressSchema>> {}
