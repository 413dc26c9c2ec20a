import type * as z from 'zod/mini';
import { privacyVerifyReplySchema } from '../../schemas/privacyVerifyReplySchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { StoreEndpoint } from '../StoreEndpoint';
import { noInput, payload, via } from './defineEndpoint';
import { optionalTextSchema } from './optionalTextSchema';

/** The dedicated site paths: redirects, maintenance, the anti-bot check and the privacy notice. */
export const siteEndpoints = {
  /** Answers the new URL of an old one, `null` when there is no redirect. */
  'site.redirect301': via(
    '/api/redirect301',
    payload((input: { readonly urlAntiga: string }) => input, optionalTextSchema),
  ),
  /** Answers true while the store is under maintenance. */
  'site.maintenanceStatus': via('/api/checkMaintenanceStatus', noInput(successReplySchema)),
  'antiBot.verify': via(
    '/api/recaptcha',
    payload((input: { readonly response: string }) => input, successReplySchema),
  ),
  'privacy.verify': via('/api/policyprivacy', noInput(privacyVerifyReplySchema, { type: 'verify' })),
  'privacy.create': via('/api/policyprivacy', noInput(successReplySchema, { type: 'create' })),
  'privacy.customerAccept': via('/api/customerprivacy/accept', noInput(successReplySchema)),
} satisfies {
  readonly [K in `antiBot.${string}` | `privacy.${string}` | `site.${string}`]?: StoreEndpoint<
    never,
    z.core.$ZodType
  >;
};

/** The calls of `siteEndpoints`. */
export type SiteEndpoints = typeof siteEndpoints;
