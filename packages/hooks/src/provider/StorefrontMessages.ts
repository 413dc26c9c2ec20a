import type { FormMessages, RuleMessages } from '@vitrine/core';

/**
 * Every shopper-facing text of the hooks, by section: `rules` (prices, stock, cart, freight, payment) and
 * `forms` (field errors). Sections are added by augmenting this interface and `defaultMessages`, so widgets
 * read `useStorefront().messages.<section>`.
 */
export interface StorefrontMessages {
  /** Texts of the pricing, stock, cart, freight and payment rules (core's `ruleMessages`). */
  rules: RuleMessages;
  /** Texts of the form schemas, by form (core's `formMessages`). */
  forms: FormMessages;
}

/** A value where every nested field may be left out; functions and arrays are replaced whole. */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : T;

/** What `<StorefrontProvider messages>` takes: the whole catalogue or any part of it. */
export type StorefrontMessagesOverride = DeepPartial<StorefrontMessages>;
