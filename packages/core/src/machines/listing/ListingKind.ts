/** Which listing the machine runs: a category, brand or group by its `textLink` (`'roupas/camisetas/c'`), or a search by its term. */
export type ListingKind =
  | { readonly kind: 'category'; readonly textLink: string }
  | { readonly kind: 'brand'; readonly textLink: string }
  | { readonly kind: 'group'; readonly textLink: string }
  | { readonly kind: 'search'; readonly term: string };
