import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/**
 * The card provider's version-4 configuration (unpublished shape: Vitrine's). `scriptUrl` is the
 * provider's browser script, `publicKey` the key its library encrypts cards with; both `undefined`/`null`
 * when the provider is not configured.
 */
export const paymentProviderConfigSchema = z.looseObject({
  scriptUrl: z.nullish(z.string()),
  publicKey: z.nullish(z.string()),
  environment: z.nullish(z.string()),
});

/** The card provider's version-4 configuration. */
export interface PaymentProviderConfig extends KnownFields<z.infer<typeof paymentProviderConfigSchema>> {}
