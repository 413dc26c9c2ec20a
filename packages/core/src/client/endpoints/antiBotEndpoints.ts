import { successReplySchema } from '../../schemas/successReplySchema';
import type { AreaEndpoints } from './AreaEndpoints';
import { payload } from './payload';

/** The `antiBot.*` calls of `storeEndpoints`, loaded by the client on the area's first call. */
export const antiBotEndpoints = {
  'antiBot.verify': payload((input: { readonly response: string }) => input, successReplySchema),
} satisfies AreaEndpoints<'antiBot'>;
