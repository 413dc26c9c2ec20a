import type { ProductListResponse } from '@vitrine/core';
import { ProductListing } from './ProductListing';

/**
 * A category page server-rendered from the loader's page (filters, order and page from the address), and a
 * search page composed from the parts with a shelf of its own for the empty result.
 */
export function ProductListingExample({
  firstPage,
  search,
}: {
  firstPage?: ProductListResponse | undefined;
  search: string;
}) {
  return (
    <>
      <ProductListing
        kind="category"
        textLink="moda-feminina/c"
        searchParams={search}
        fallbackData={firstPage}
        listName="Moda Feminina"
      />
      <ProductListing.Root listing={{ kind: 'search', term: 'camiseta' }}>
        <div className="my-toolbar">
          <ProductListing.ResultCount />
          <ProductListing.FilterDrawer />
          <ProductListing.Sort />
        </div>
        <ProductListing.FilterChips />
        <ProductListing.LoadError />
        <ProductListing.Empty />
        <ProductListing.Extras
          renderShelf={(shelf) => (
            <section key={shelf.kind}>
              <h2>{shelf.title}</h2>
              <p>{shelf.products.length} produtos</p>
            </section>
          )}
        />
        <ProductListing.Grid />
        <ProductListing.Paging />
        <ProductListing.LoadMore />
      </ProductListing.Root>
    </>
  );
}
