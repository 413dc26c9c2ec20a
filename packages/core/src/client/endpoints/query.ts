import type * as z from 'zod/mini';
import type { StoreEndpoint } from '../StoreEndpoint';
import type { QueryValue } from '../toQueryString';
import { toQueryString } from '../toQueryString';

/** A read whose input travels as the query-string `params`. */
export const query = <I, S extends z.core.$ZodType>(
  toParams: (input: I) => Readonly<Record<string, QueryValue>>,
  response: S,
): StoreEndpoint<I, S> => ({
  takesInput: true,
  encode: (input) => ({ params: toQueryString(toParams(input)), json: null }),
  response,
});
