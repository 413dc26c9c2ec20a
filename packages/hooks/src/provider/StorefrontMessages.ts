import type {
  FormFlowMessages,
  FormMessages,
  ListingMessages,
  ProductFlowMessages,
  RuleMessages,
} from '@vitrine/core';

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
  /** Alerts of the quote, back-in-stock, buy-together and conjunct flows (core's `productFlowMessages`). */
  productFlow: ProductFlowMessages;
  /** Alerts and labels of the newsletter, contact, rating, session and privacy flows (core's `formFlowMessages`). */
  formFlow: FormFlowMessages;
  /** Empty states and labels of listings and the search box (core's `listingMessages`). */
  listing: ListingMessages;
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
