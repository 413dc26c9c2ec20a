/**
 * The product listings read by a query, and the catalogue method of each: the only place this map is written
 * (the store's keys, its read definitions and the storefront's loaders all take it from here).
 */
export const listingMethods = {
  category: 'productsByCategory',
  brand: 'productsByBrand',
  group: 'productsByGroup',
} as const;

/** The kind of a product listing read by its query: a category, brand or group. */
export type ListingSource = keyof typeof listingMethods;

/** The catalogue call of a listing kind (`'catalogue.productsByCategory'` for 'category'). */
export const listingOperation = <Kind extends ListingSource>(kind: Kind) =>
  `catalogue.${listingMethods[kind]}` as const;
