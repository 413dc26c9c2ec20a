import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/**
 * The card provider's app configuration: `homologation` is true in the provider's test environment;
 * `maximumInstallmentWithoutInterest` of 1 means none (the spec treats 1 as 0).
 */
export const paymentAppConfigSchema = z.looseObject({
  status: flagSchema,
  homologation: flagSchema,
  maximumInstallmentWithoutInterest: z.number(),
});

/** The card provider's app configuration. */
export interface PaymentAppConfig extends KnownFields<z.infer<typeof paymentAppConfigSchema>> {}
