import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/** The shopper as the platform knows them; `phone` is `undefined`/`null` when not registered. */
export const customerSchema = z.looseObject({
  idCustomer: z.number(),
  hasPassword: z.optional(flagSchema),
  authenticated: flagSchema,
  name: z.string(),
  email: z.string(),
  phone: z.nullish(z.looseObject({ phone1: z.nullish(z.string()) })),
});

/** The shopper as the platform knows them. */
export interface Customer extends KnownFields<z.infer<typeof customerSchema>> {}
