import type * as z from 'zod/mini';
import type { KnownFields } from '../schemas/KnownFields';
import type { CallOptions } from './CallOptions';
import type { OperationName } from './operations';
import type { StoreEndpoint, StoreEndpointTable } from './StoreEndpoint';
import type { StoreEndpoints } from './storeEndpoints';

type AreaOf<N> = N extends `${infer Area}.${string}` ? Area : never;

/** The areas of the client: catalogue, ratings, content, newsletter, contact, site, antiBot, privacy, customer, cart, preCheckout, payment. */
export type StoreArea = AreaOf<OperationName>;

/** The input of the call `N`; `undefined` for calls without input, includes `undefined` when optional. */
export type StoreInput<N extends OperationName> =
  StoreEndpoints[N] extends StoreEndpoint<infer Input, z.core.$ZodType> ? Input : never;

/**
 * What the call `N` resolves to, once parsed: the fields its schema names. Unknown keys the platform sends are
 * kept at run time, but not typed (no index signature), so `product.nmae` does not compile.
 */
export type StoreResult<N extends OperationName> = KnownFields<z.output<StoreEndpoints[N]['response']>>;

// Calls without input take the options alone, or `undefined` then the options, so generic code can
// always call `method(input, options)`.
type MethodArgs<Input> = [Input] extends [undefined]
  ? [options?: CallOptions] | [input: undefined, options?: CallOptions]
  : undefined extends Input
    ? [input?: Input, options?: CallOptions]
    : [input: Input, options?: CallOptions];

/** The client method of one endpoint: typed input (if any), then the call options. */
export type EndpointMethod<E> =
  E extends StoreEndpoint<infer Input, infer Response>
    ? (...args: MethodArgs<Input>) => Promise<KnownFields<z.output<Response>>>
    : never;

/** One method of the client: typed input (if any), then the call options. */
export type StoreMethod<N extends OperationName> = EndpointMethod<StoreEndpoints[N]>;

/** The client of an endpoint table: one method per call, grouped by area (`cart.get` is `client.cart.get`). */
export type StoreClientOf<Table extends StoreEndpointTable> = {
  readonly [Area in AreaOf<keyof Table>]: {
    readonly [N in keyof Table as N extends `${Area}.${infer Method}` ? Method : never]: EndpointMethod<
      Table[N]
    >;
  };
};

/** The typed store API client: one method per call of `defaultOperations`, grouped by area. */
export type StoreClient = StoreClientOf<StoreEndpoints>;
