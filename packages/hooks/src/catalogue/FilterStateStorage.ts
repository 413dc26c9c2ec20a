/** Where `useProductList` keeps the filter state between pages; `sessionStorage` fits. */
export interface FilterStateStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The page address as `useProductList` reads and rewrites it (filters in the URL). */
export interface FilterStateAddress {
  /** The current query string (`location.search`), with or without the leading '?'. */
  read(): string;
  /** Replaces the filter fields of the address with `params`, keeping its other parameters (e.g. `n`). */
  write(params: URLSearchParams): void;
}
