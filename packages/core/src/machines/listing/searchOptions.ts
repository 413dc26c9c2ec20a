import { routes } from '../../navigation/routes';
import type { Product } from '../../schemas/productSchema';
import type { SearchContext } from './SearchContext';

/** One option of the autocomplete list: a product (to its page) or the view-all link (to the search page). */
export type SearchOption =
  | { readonly kind: 'product'; readonly product: Product; readonly href: string }
  | { readonly kind: 'viewAll'; readonly href: string; readonly label: string };

/** The view-all link shows when the autocomplete has more than 3 results. */
const viewAllAbove = 3;

/**
 * The options of the autocomplete list in combobox order: the products found (or the most sold
 * offered for a blacklisted term), then the 'Visualizar todos os produtos' link when there are
 * more than 3 results.
 */
export function searchOptions(
  context: Pick<SearchContext, 'text' | 'blocked' | 'mostSold' | 'resultsTerm' | 'results' | 'messages'>,
): readonly SearchOption[] {
  const term = context.text.trim();
  if (context.blocked) {
    return (context.mostSold ?? []).map((product) => ({
      kind: 'product' as const,
      product,
      href: routes.product(product.urlFriendly),
    }));
  }
  if (context.resultsTerm === undefined) return [];
  const options: SearchOption[] = context.results.map((product) => ({
    kind: 'product' as const,
    product,
    href: routes.product(product.urlFriendly),
  }));
  if (context.results.length > viewAllAbove) {
    options.push({ kind: 'viewAll', href: routes.search(term), label: context.messages.viewAll });
  }
  return options;
}
