/** How many sanitized inputs the cache keeps, and how many characters (inputs and outputs together) at most. */
export interface SanitizedHtmlCacheLimits {
  readonly maxEntries: number;
  readonly maxChars: number;
}

/**
 * A bounded least-recently-used memo of a sanitizer's answers, keyed by the exact input (and the options'
 * signature): the same description or banner text sanitized again is answered without parsing it. Sanitizing
 * is a pure function of its input and options, so a cached answer is the one the sanitizer would give. It never
 * holds more than `maxEntries` answers nor more than `maxChars` characters; an input too large for it is not kept.
 */
export class SanitizedHtmlCache {
  readonly #entries = new Map<string, string>();
  #chars = 0;
  readonly #limits: SanitizedHtmlCacheLimits;

  constructor(limits: SanitizedHtmlCacheLimits) {
    this.#limits = limits;
  }

  /** The number of answers held. */
  get size(): number {
    return this.#entries.size;
  }

  /** The characters held (keys and answers). */
  get chars(): number {
    return this.#chars;
  }

  /** The answer for `key`, sanitizing it with `sanitize` when not held (then kept, the oldest dropped). */
  get(key: string, sanitize: () => string): string {
    const held = this.#entries.get(key);
    if (held !== undefined) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, held);
      return held;
    }
    const answer = sanitize();
    const cost = key.length + answer.length;
    if (cost > this.#limits.maxChars || this.#limits.maxEntries <= 0) return answer;
    this.#entries.set(key, answer);
    this.#chars += cost;
    for (const [oldKey, oldAnswer] of this.#entries) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#chars <= this.#limits.maxChars) break;
      this.#entries.delete(oldKey);
      this.#chars -= oldKey.length + oldAnswer.length;
    }
    return answer;
  }

  clear(): void {
    this.#entries.clear();
    this.#chars = 0;
  }
}
