import { successReplySchema } from '../../schemas/successReplySchema';
import type { AreaEndpoints } from './AreaEndpoints';
import { noInput } from './noInput';
import { optionalTextReply } from './optionalTextReply';
import { payload } from './payload';

/** The `site.*` calls of `storeEndpoints`, loaded by the client on the area's first call. */
export const siteEndpoints = {
  /** Answers the new URL of an old one, `null` when there is no redirect. */
  'site.redirect301': payload((input: { readonly urlAntiga: string }) => input, optionalTextReply),
  /** Answers true while the store is under maintenance. */
  'site.maintenanceStatus': noInput(successReplySchema),
} satisfies AreaEndpoints<'site'>;
