import type * as z from 'zod/mini';
import type { OperationName } from '../operations';
import type { StoreEndpoint } from '../StoreEndpoint';

/** The endpoints of one area of the client: exactly its `area.*` calls, each typed by its own input. */
export type AreaEndpoints<Area extends string> = {
  readonly [N in OperationName as N extends `${Area}.${string}` ? N : never]: StoreEndpoint<
    never,
    z.core.$ZodType
  >;
};
