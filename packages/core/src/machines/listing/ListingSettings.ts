/** The company settings a listing reads (the client's `Company` fits); every one may be `undefined`. */
export interface ListingSettings {
  /** Products per page and per infinite-scroll growth; 24 when `undefined`, `null` or not positive. */
  readonly quantityItemsPage?: number | null | undefined;
  /** Whether the listing grows on scroll instead of paging. */
  readonly infiniteScrolling?: boolean | undefined;
  /** The default order code (N, C, O, P, R, V); shown as the current order until the shopper picks one. */
  readonly sortDefault?: string | null | undefined;
  /** ASC or DESC, for the default order. */
  readonly orderBy?: string | null | undefined;
  /** Whether the address shows the filters (then the machine emits `listing.urlChange`). */
  readonly viewProductFiltersUrl?: boolean | undefined;
}
