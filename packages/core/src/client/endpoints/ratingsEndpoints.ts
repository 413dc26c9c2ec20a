import * as z from 'zod/mini';
import type { RatingPayload } from '../../schemas/ratingPayloadSchema';
import { ratingSchema } from '../../schemas/ratingSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { AreaEndpoints } from './AreaEndpoints';
import { payload } from './payload';
import { query } from './query';

/** The `ratings.*` calls of `storeEndpoints`, loaded by the client on the area's first call. */
export const ratingsEndpoints = {
  'ratings.send': payload((input: RatingPayload) => input, successReplySchema),
  'ratings.list': query((input: { readonly idProduct: number }) => input, z.array(ratingSchema)),
} satisfies AreaEndpoints<'ratings'>;
