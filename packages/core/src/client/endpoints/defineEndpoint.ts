import type * as z from 'zod/mini';
import type { EncodedCall, StoreEndpoint } from '../StoreEndpoint';
import type { QueryValue } from '../toQueryString';
import { toQueryString } from '../toQueryString';

// The builders of the endpoint tables. No schema is built here: a zod call at module level is kept by
// bundlers, and this module ships with every table. A schema two tables share gets a module of its own
// (`optionalTextSchema`), so only the tables that import it carry it.

/** A call without input; `json` is the fixed payload some dedicated paths expect (`null` when none). */
export const noInput = <S extends z.core.$ZodType>(
  response: S,
  json: unknown = null,
): StoreEndpoint<undefined, S> => ({
  takesInput: false,
  encode: () => ({ params: '', json }),
  response,
});

/** A read whose input travels as the query-string `params`. */
export const query = <I, S extends z.core.$ZodType>(
  toParams: (input: I) => Readonly<Record<string, QueryValue>>,
  response: S,
): StoreEndpoint<I, S> => ({
  takesInput: true,
  encode: (input) => ({ params: toQueryString(toParams(input)), json: null }),
  response,
});

/** A call whose input travels as the `json` payload (or as the body of a dedicated path). */
export const payload = <I, S extends z.core.$ZodType>(
  toJson: (input: I) => unknown,
  response: S,
): StoreEndpoint<I, S> => ({
  takesInput: true,
  encode: (input) => ({ params: '', json: toJson(input) }),
  response,
});

/** A call whose input is split between `params` and `json`. */
export const mixed = <I, S extends z.core.$ZodType>(
  encode: (input: I) => EncodedCall,
  response: S,
): StoreEndpoint<I, S> => ({
  takesInput: true,
  encode,
  response,
});

/** The same call sent elsewhere: to a dedicated path ('/api/login') or under another envelope identifier. */
export const via = <I, S extends z.core.$ZodType>(
  where: string,
  endpoint: StoreEndpoint<I, S>,
): StoreEndpoint<I, S> => ({ ...endpoint, via: where });

/** The same call as a PUT envelope (only the e-mail change). */
export const put = <I, S extends z.core.$ZodType>(endpoint: StoreEndpoint<I, S>): StoreEndpoint<I, S> => ({
  ...endpoint,
  put: true,
});

/** The spec sends postal codes unmasked: '01310-100' travels as '01310100'. */
export const unmaskCep = (cep: string): string => cep.replace(/\D/g, '');
