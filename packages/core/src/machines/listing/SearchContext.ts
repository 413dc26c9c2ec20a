import type { StoreClient } from '../../client/StoreClient';
import type { Product } from '../../schemas/productSchema';
import type { ListingMessages } from './listingMessages';

/** The context of `searchMachine`. */
export interface SearchContext {
  readonly client: StoreClient;
  readonly debounceMs: number;
  readonly resultCount: number;
  readonly blacklist: readonly string[] | undefined;
  readonly messages: ListingMessages;
  /** The text in the box, as typed. */
  readonly text: string;
  /** The products found for `resultsTerm`. */
  readonly results: readonly Product[];
  /** The term `results` answer (trimmed), `undefined` before any answer. */
  readonly resultsTerm: string | undefined;
  /** Whether the current term is blacklisted (the empty result and the most sold are offered). */
  readonly blocked: boolean;
  /** The most-sold products offered for a blacklisted term, `undefined` until loaded. */
  readonly mostSold: readonly Product[] | undefined;
  /** The highlighted option of the combobox, -1 for none. */
  readonly highlighted: number;
  /** The validation text of the last submit ('Digite ao menos 03 caracteres...'), `undefined` when none. */
  readonly message: string | undefined;
  /** The last failed search, `undefined` after a successful one (spec: load errors are silent). */
  readonly error: unknown;
}
