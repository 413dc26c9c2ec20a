import type * as z from 'zod/mini';
import type { EncodedCall, StoreEndpoint } from '../StoreEndpoint';

/** A call whose input is split between `params` and `json`. */
export const mixed = <I, S extends z.core.$ZodType>(
  encode: (input: I) => EncodedCall,
  response: S,
): StoreEndpoint<I, S> => ({
  takesInput: true,
  encode,
  response,
});
