import type * as z from 'zod/mini';
import type { StoreEndpoint } from '../StoreEndpoint';

/** A call without input; `json` is the fixed payload some dedicated paths expect (`null` when none). */
export const noInput = <S extends z.core.$ZodType>(
  response: S,
  json: unknown = null,
): StoreEndpoint<undefined, S> => ({
  takesInput: false,
  encode: () => ({ params: '', json }),
  response,
});
