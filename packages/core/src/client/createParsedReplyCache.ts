import type { ParsedReplyCache } from './ParsedReplyCache';

/** How many calls a `ParsedReplyCache` keeps a reply of, and how many characters of reply text at most. */
export interface ParsedReplyCacheLimits {
  readonly maxEntries: number;
  readonly maxChars: number;
}

/** A primitive's part of a key: its type and value (`1`, `'1'` and `true` apart, `-0` apart from `0`). */
function primitiveKey(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Object.is(value, -0) ? 'n-0' : `n${value}`;
    case 'undefined':
      return 'u';
    default:
      return `${typeof value}:${String(value)}`;
  }
}

const isPlain = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
};

/**
 * Makes the equal parts of parsed replies one object, across every reply kept (a SKU's variation equal to
 * another's, the same installments twice, a product in two shelves…: equal keys and values in the same order),
 * frozen through and through. A part is held weakly: it lives as long as some kept reply holds it.
 */
function createPartSharing(): (root: unknown) => unknown {
  const canonical = new Map<string, WeakRef<object>>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  // A part no reply holds any more leaves the table (its key names ids no live part has).
  const forget = new FinalizationRegistry<string>((key) => {
    if (canonical.get(key)?.deref() === undefined) canonical.delete(key);
  });
  const keyOf = (value: unknown): string =>
    typeof value === 'object' && value !== null
      ? `#${ids.get(value) ?? `!${nextId++}`}`
      : primitiveKey(value);
  const visit = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (!isPlain(value)) {
      Object.freeze(value);
      return value;
    }
    if (Object.isFrozen(value) && ids.has(value)) return value;
    const record = value as Record<string, unknown>;
    let key = Array.isArray(value) ? '[' : '{';
    for (const name of Object.keys(record)) {
      const member = visit(record[name]);
      record[name] = member;
      key += `${JSON.stringify(name)}:${keyOf(member)},`;
    }
    const found = canonical.get(key)?.deref();
    if (found) return found;
    Object.freeze(value);
    canonical.set(key, new WeakRef(value));
    ids.set(value, nextId++);
    forget.register(value, key);
    return value;
  };
  return visit;
}

/**
 * A `ParsedReplyCache` for a server's catalogue reads (`createStoreClient({ parsedReplies })`): for each call
 * (operation, address and body) it keeps the last reply's text and the value parsed from it, and answers a
 * reply with exactly that text with that value, skipping `JSON.parse` and the schema. Parsing is a pure function
 * of the text, so the value is the one parsing would give; it is the same object for every such call, frozen so
 * nothing can change it for the others, and the equal parts of the kept replies are one object (a variation listed
 * by several SKUs, a product in two shelves): React Router writes such a part into a page's data once. The least
 * recently used call goes first past `maxEntries` calls or
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
  const shareAndFreeze = createPartSharing();
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
      if (text.length > limits.maxChars || limits.maxEntries <= 0) return value;
      const kept = shareAndFreeze(value);
      entries.set(key, { text, value: kept });
      chars += text.length;
      for (const [oldKey, old] of entries) {
        if (entries.size <= limits.maxEntries && chars <= limits.maxChars) break;
        entries.delete(oldKey);
        chars -= old.text.length;
      }
      return kept;
    },
  };
}
