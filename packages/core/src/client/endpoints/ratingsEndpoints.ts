import * as z from 'zod/mini';
import type { RatingPayload } from '../../schemas/ratingPayloadSchema';
import { ratingSchema } from '../../schemas/ratingSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { StoreEndpoint } from '../StoreEndpoint';
import { payload, query } from './defineEndpoint';

/** Product ratings: list and send. */
export const ratingsEndpoints = {
  'ratings.send': payload((input: RatingPayload) => input, successReplySchema),
  'ratings.list': query((input: { readonly idProduct: number }) => input, z.array(ratingSchema)),
} satisfies { readonly [K in `ratings.${string}`]?: StoreEndpoint<never, z.core.$ZodType> };

/** The calls of `ratingsEndpoints`. */
export type RatingsEndpoints = typeof ratingsEndpoints;
