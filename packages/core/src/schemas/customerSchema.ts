import * as z from 'zod';
import { flagSchema } from './flagSchema';

/** The shopper as the platform knows them; `phone` is `undefined`/`null` when not registered. */
export const customerSchema = z.looseObject({
  idCustomer: z.number(),
  hasPassword: flagSchema.optional(),
  authenticated: flagSchema,
  name: z.string(),
  email: z.string(),
  phone: z.looseObject({ phone1: z.string().nullish() }).nullish(),
});

/** The shopper as the platform knows them (section 3). */
export type Customer = z.infer<typeof customerSchema>;
