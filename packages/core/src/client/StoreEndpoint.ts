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
 * client method takes only the call options.
 */
export interface StoreEndpoint<Input, Response extends z.core.$ZodType> {
  readonly takesInput: boolean;
  readonly encode: (input: Input) => EncodedCall;
  readonly response: Response;
}
