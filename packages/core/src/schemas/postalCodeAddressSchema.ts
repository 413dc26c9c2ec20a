import * as z from 'zod/mini';

/** The address a postal code points to; parts are `undefined`/`null` for a city-wide postal code. */
export const postalCodeAddressSchema = z.looseObject({
  cep: z.string(),
  street: z.nullish(z.string()),
  neighborhood: z.nullish(z.string()),
  city: z.string(),
  state: z.string(),
});

/** The address a postal code points to. */
export type PostalCodeAddress = z.infer<typeof postalCodeAddressSchema>;
