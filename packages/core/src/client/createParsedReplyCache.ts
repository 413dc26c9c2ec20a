import type { ParsedReplyCache } from './ParsedReplyCache';

/** How many calls a `ParsedReplyCache` keeps a reply of, and how many characters of reply text at most. */
export interface ParsedReplyCacheLimits {
  readonly maxEntries: number;
  readonly maxChars: number;
}

/** Freezes a parsed reply through and through: it is shared by every call that gets the same reply. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const member of Object.values(value)) deepFreeze(member);
}

/**
 * A `ParsedReplyCache` for a server's catalogue reads (`createStoreClient({ parsedReplies })`): for each call
 * (operation, address and body) it keeps the last reply's text and the value parsed from it, and answers a
 * reply with exactly that text with that value, skipping `JSON.parse` and the schema. Parsing is a pure function
 * of the text, so the value is the one parsing would give; it is the same object for every such call, frozen so
 * nothing can change it for the others. The least recently used call goes first past `maxEntries` calls or
 * `maxChars` characters of text; a reply longer than `maxChars` is not kept. Never give it to a client that
 * reads one shopper's data: what it saves is the parsing of replies that are the same for everyone.
 * @example
 * import { createStoreClient } from '@vitrine/core';
 * import { createParsedReplyCache } from '@vitrine/core/server';
 * const catalogue = createStoreClient({
 *   baseUrl: 'http://127.0.0.1:4010',
 *   credentials: 'omit',
 *   parsedReplies: createParsedReplyCache({ maxEntries: 256, maxChars: 4_000_000 }),
 * });
 */
export function createParsedReplyCache(limits: ParsedReplyCacheLimits): ParsedReplyCache & {
  readonly size: number;
  readonly chars: number;
} {
  const entries = new Map<string, { text: string; value: unknown }>();
  let chars = 0;
  return {
    get size() {
      return entries.size;
    },
    get chars() {
      return chars;
    },
    get(key, text) {
      const entry = entries.get(key);
      if (entry === undefined || entry.text !== text) return undefined;
      // Most recently used last: a Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, text, value) {
      const previous = entries.get(key);
      if (previous !== undefined) {
        entries.delete(key);
        chars -= previous.text.length;
      }
      if (text.length > limits.maxChars || limits.maxEntries <= 0) return;
      deepFreeze(value);
      entries.set(key, { text, value });
      chars += text.length;
      for (const [oldKey, old] of entries) {
        if (entries.size <= limits.maxEntries && chars <= limits.maxChars) break;
        entries.delete(oldKey);
        chars -= old.text.length;
      }
    },
  };
}
