import { filterStateUrlFields } from '@vitrine/core';
import type { FilterStateAddress } from './FilterStateStorage';

/**
 * The page's own address: reads `location.search` and rewrites it with `history.replaceState`, keeping the
 * parameters that are not filters. Only call it in the browser (effects, handlers), never during render.
 * @example
 * useProductList(listing, { syncUrl: true, address: browserFilterStateAddress() });
 */
export function browserFilterStateAddress(): FilterStateAddress {
  return {
    read: () => window.location.search,
    write(params) {
      const next = new URLSearchParams(window.location.search);
      for (const field of filterStateUrlFields) next.delete(field);
      for (const [name, value] of params) next.set(name, value);
      const query = next.toString();
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        window.history.replaceState(window.history.state, '', url);
      }
    },
  };
}
