import type { ProductListResponse } from '@vitrine/core';
import { Breadcrumbs, ProductListing } from '@vitrine/ui';
import type { FoundListing } from '../listing/findListing';

/**
 * A category, brand or group page: its breadcrumbs and title, then the kit's listing (filters, order, paging)
 * starting from the page the server rendered for the address. The listing rewrites the address itself (with the
 * company's filters-in-the-address setting) without a navigation, so no loader runs again for it.
 */
export function ListingPage({
  listing,
  firstPage,
  searchParams,
}: {
  listing: FoundListing;
  /** The address's page as the server loaded it: rendered at once, on the server and while hydrating. */
  firstPage?: ProductListResponse | undefined;
  /** The address's query (page, order, filters), as the server read it. */
  searchParams: string;
}) {
  return (
    <>
      <Breadcrumbs items={listing.crumbs} />
      <h1 className="vt-page-title">{listing.title}</h1>
      <ProductListing
        kind={listing.kind}
        textLink={listing.textLink}
        searchParams={searchParams}
        fallbackData={firstPage}
        listName={listing.title}
      />
    </>
  );
}
