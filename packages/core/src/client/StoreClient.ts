import type * as z from 'zod/mini';
import type { CallOptions } from './CallOptions';
import type { OperationName } from './operations';
import type { StoreEndpoint } from './StoreEndpoint';
import type { StoreEndpoints } from './storeEndpoints';

type AreaOf<N> = N extends `${infer Area}.${string}` ? Area : never;

/** The areas of the client: catalogue, ratings, content, newsletter, contact, site, antiBot, privacy, customer, cart, preCheckout, payment. */
export type StoreArea = AreaOf<OperationName>;

/** The input of the call `N`; `undefined` for calls without input, includes `undefined` when optional. */
export type StoreInput<N extends OperationName> =
  StoreEndpoints[N] extends StoreEndpoint<infer Input, z.core.$ZodType> ? Input : never;

/** What the call `N` resolves to, once parsed. */
export type StoreResult<N extends OperationName> = z.output<StoreEndpoints[N]['response']>;

// Calls without input take the options alone, or `undefined` then the options, so generic code can
// always call `method(input, options)`.
type MethodArgs<Input> = [Input] extends [undefined]
  ? [options?: CallOptions] | [input: undefined, options?: CallOptions]
  : undefined extends Input
    ? [input?: Input, options?: CallOptions]
    : [input: Input, options?: CallOptions];

/** One method of the client: typed input (if any), then the call options. */
export type StoreMethod<N extends OperationName> = (
  ...args: MethodArgs<StoreInput<N>>
) => Promise<StoreResult<N>>;

/** The typed store API client: one method per call of `defaultOperations`, grouped by area. */
export type StoreClient = {
  readonly [Area in StoreArea]: {
    readonly [N in OperationName as N extends `${Area}.${infer Method}` ? Method : never]: StoreMethod<N>;
  };
};
