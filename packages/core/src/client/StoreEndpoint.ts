import type * as z from 'zod/mini';

/** What a call sends besides its transport: the query-string `params` ('' when none) and the `json` payload. */
export interface EncodedCall {
  readonly params: string;
  /** The payload; `null` when the call has none. */
  readonly json: unknown;
}

/**
 * How one call of the store API is made and read: `encode` turns the method's typed input into
 * `params`/`json`, `response` parses the reply. `takesInput` is false for calls without input, whose
 * client method takes only the call options. The default transport is the `/api` envelope under the
 * call's own name; `via` names a dedicated path (starting with '/') or another envelope identifier,
 * and `put` sends the envelope with PUT.
 */
export interface StoreEndpoint<Input, Response extends z.core.$ZodType> {
  readonly takesInput: boolean;
  readonly encode: (input: Input) => EncodedCall;
  readonly response: Response;
  readonly via?: string;
  readonly put?: boolean;
}

/** A table of calls keyed `area.method`, as `createStoreClientFor` takes it. */
export type StoreEndpointTable = {
  readonly [name: `${string}.${string}`]: StoreEndpoint<never, z.core.$ZodType>;
};
