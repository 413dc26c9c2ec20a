import type { ProductListResponse } from '@vitrine/core';
import { pageTitle } from '@vitrine/core';
import { Breadcrumbs, PageTitle, ProductListing, ProductShelf } from '@vitrine/ui';

/**
 * `/busca?n=term`: the kit's listing of the products matching the term (filters, order, paging), starting from
 * the page the server rendered for the address. A term too short or blacklisted says so; no result shows the
 * best sellers and newcomers as shelves when the store has enough of them.
 */
export function SearchPage({
  term,
  firstPage,
  searchParams,
}: {
  term: string;
  /** The address's page as the server loaded it; `undefined` for a term the store is never asked about. */
  firstPage?: ProductListResponse | undefined;
  /** The address's query (page, order, filters), as the server read it. */
  searchParams: string;
}) {
  return (
    <>
      <Breadcrumbs page={{ kind: 'page', label: pageTitle({ kind: 'search', term }) }} />
      <PageTitle page={{ kind: 'search', term }} />
      <ProductListing
        kind="search"
        term={term}
        searchParams={searchParams}
        fallbackData={firstPage}
        listName="Resultados da busca"
        renderShelf={(shelf) => <ProductShelf title={shelf.title} products={shelf.products} />}
      />
    </>
  );
}
