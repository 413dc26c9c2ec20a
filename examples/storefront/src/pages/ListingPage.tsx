import type { ProductListResponse } from '@vitrine/core';
import { useProductList } from '@vitrine/hooks';
import { Breadcrumbs } from '@vitrine/ui';
import { ProductCard } from '../components/ProductCard';
import { type FoundListing, initialListingQuery } from '../listing/findListing';

/** A category, brand or group page: its title and first page of products (the filter widgets come later). */
export function ListingPage({
  listing,
  firstPage,
}: {
  listing: FoundListing;
  /** The first page as the server loaded it: rendered at once, on the server and while hydrating. */
  firstPage?: ProductListResponse | undefined;
}) {
  // The same query the loader read (page, page size, sort of a fresh listing), so the read finds the
  // server's page under its key and the browser does not fetch it again. This page has no filters or paging
  // yet, so the first page is the only one.
  const { data, error } = useProductList(
    { kind: listing.kind, ...initialListingQuery(listing.textLink) },
    { keepPreviousData: false, fallbackData: firstPage },
  );
  return (
    <>
      <Breadcrumbs items={listing.crumbs} />
      <h1 className="vt-page-title">{listing.title}</h1>
      {error ? <p role="alert">{error.message}</p> : null}
      {!data && !error ? (
        <p className="sf-status" aria-busy="true">
          Carregando os produtos…
        </p>
      ) : null}
      {data && data.products.length === 0 ? <p role="status">Nenhum produto encontrado.</p> : null}
      {data && data.products.length > 0 ? (
        <ul className="sf-grid" aria-label={`Produtos: ${listing.title}`}>
          {data.products.map((product) => (
            <ProductCard key={product.idProduct} product={product} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
