/**
 * The contract between the store API client and any implementation of the platform's API
 * (the real platform, `@vitrine/sandbox`, or an integrator's mock).
 *
 * Section 7 of the spec: every call is a POST; most go to `/api` with an envelope
 * `{ operation, params, json }` whose `operation` is the platform's request identifier
 * (not published, hence configurable through `createStoreClient({ operations })`);
 * some go to a dedicated `/api/{action}` path with the payload as the body; the e-mail change is a
 * PUT to `/api` with the envelope.
 */
export type OperationTransport =
  /** POST `/api` with `{ operation, params, json }`. */
  | { readonly transport: 'envelope'; readonly id: string }
  /** PUT `/api` with `{ operation, params, json }` (only the e-mail change). */
  | { readonly transport: 'put-envelope'; readonly id: string }
  /** POST to a dedicated path with the payload as the JSON body. */
  | { readonly transport: 'path'; readonly path: string };
