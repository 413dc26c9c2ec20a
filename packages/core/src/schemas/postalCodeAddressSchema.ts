import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** The address a postal code points to; parts are `undefined`/`null` for a city-wide postal code. */
export const postalCodeAddressSchema = z.looseObject({
  cep: z.string(),
  street: z.nullish(z.string()),
  neighborhood: z.nullish(z.string()),
  city: z.string(),
  state: z.string(),
});

/** The address a postal code points to. */
export interface PostalCodeAddress extends KnownFields<z.infer<typeof postalCodeAddressSchema>> {}
