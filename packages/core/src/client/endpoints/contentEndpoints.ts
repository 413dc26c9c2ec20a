import * as z from 'zod/mini';
import { antiBotCredentialsSchema } from '../../schemas/antiBotCredentialsSchema';
import { companySchema } from '../../schemas/companySchema';
import { deliveryTrackingConfigSchema } from '../../schemas/deliveryTrackingConfigSchema';
import { eventListItemSchema } from '../../schemas/eventListItemSchema';
import { faqSchema } from '../../schemas/faqSchema';
import { institutionalPageSchema } from '../../schemas/institutionalPageSchema';
import { reputationSealConfigSchema } from '../../schemas/reputationSealConfigSchema';
import { sealSchema } from '../../schemas/sealSchema';
import { socialNetworkSchema } from '../../schemas/socialNetworkSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { StoreEndpoint } from '../StoreEndpoint';
import { noInput } from './defineEndpoint';

/** Store content and settings: company, institutional pages, FAQ, seals, social networks, events. */
export const contentEndpoints = {
  'content.company': noInput(companySchema),
  'content.institutionalPages': noInput(z.array(institutionalPageSchema)),
  'content.reputationSeal': noInput(z.nullable(reputationSealConfigSchema)),
  'content.faq': noInput(z.array(faqSchema)),
  'content.antiBotCredentials': noInput(antiBotCredentialsSchema),
  'content.seals': noInput(z.array(sealSchema)),
  'content.deliveryTracking': noInput(z.nullable(deliveryTrackingConfigSchema)),
  'content.validSession': noInput(successReplySchema),
  'content.eventList': noInput(z.array(eventListItemSchema)),
  'content.socialNetworks': noInput(z.array(socialNetworkSchema)),
  'content.companySocialMedia': noInput(z.array(socialNetworkSchema)),
} satisfies { readonly [K in `content.${string}`]?: StoreEndpoint<never, z.core.$ZodType> };

/** The calls of `contentEndpoints`. */
export type ContentEndpoints = typeof contentEndpoints;
