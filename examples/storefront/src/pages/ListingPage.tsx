import { useProductList } from '@vitrine/hooks';
import { Breadcrumbs } from '@vitrine/ui';
import { ProductCard } from '../components/ProductCard';
import { type FoundListing, initialListingQuery } from '../listing/findListing';

/** A category, brand or group page: its title and first page of products (the filter widgets come later). */
export function ListingPage({ listing }: { listing: FoundListing }) {
  const { data, error } = useProductList({
    kind: listing.kind,
    ...initialListingQuery(listing.textLink),
  });
  return (
    <>
      <Breadcrumbs
        page={
          listing.kind === 'category' && listing.level
            ? { kind: 'category', level: listing.level }
            : { kind: 'page', label: listing.title }
        }
      />
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
