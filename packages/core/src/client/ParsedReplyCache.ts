/**
 * Parsed answers kept by call and reply text, for `createStoreClient({ parsedReplies })`: a reply identical to
 * the one kept for the same call is answered with the value already parsed from it. Make one with
 * `createParsedReplyCache` from `@vitrine/core/server`.
 */
export interface ParsedReplyCache {
  /** The value parsed from exactly `text` for the call `key`; `undefined` when none is kept. */
  get(key: string, text: string): { readonly value: unknown } | undefined;
  /**
   * Keeps the value parsed from `text` for the call `key` (in place of the call's previous one); returns the value
   * to answer with, the kept one (which may be a frozen copy of `value`, or `value` itself).
   */
  set(key: string, text: string, value: unknown): unknown;
}
