import type * as z from 'zod/mini';
import type { StoreEndpoint } from '../StoreEndpoint';

/** A call whose input travels as the `json` payload (or as the body of a dedicated path). */
export const payload = <I, S extends z.core.$ZodType>(
  toJson: (input: I) => unknown,
  response: S,
): StoreEndpoint<I, S> => ({
  takesInput: true,
  encode: (input) => ({ params: '', json: toJson(input) }),
  response,
});
