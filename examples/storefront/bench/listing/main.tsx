// The listing render benchmark's page (`pnpm bench:listing`): a grid of N kit `ProductCard`s inside the provider,
// talking to the sandbox through `/api` as a storefront does. It first reads the biggest top category's products
// (not timed), repeats them with new ids up to N, then marks when React committed the grid and when it painted.
import { createStoreClient, filterStateToProductQuery, freshFilterState, type Product } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { ProductCard } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    __benchDone?: boolean;
  }
}

const client = createStoreClient({ baseUrl: '' });
const count = Number(new URLSearchParams(location.search).get('n') ?? 48);
const categories = await client.catalogue.categories();
const pages = await Promise.all(
  categories.map((category) =>
    client.catalogue.productsByCategory(
      filterStateToProductQuery({
        ...freshFilterState({ kind: 'category', textLink: `${category.urlFriendly}/c` }),
        pageSize: 200,
      }),
    ),
  ),
);
const source = pages.reduce(
  (biggest, page) => (page.products.length > biggest.length ? page.products : biggest),
  [] as readonly Product[],
);
const products: Product[] = Array.from({ length: count }, (_, index) => {
  const product = source[index % source.length] as Product;
  const round = Math.floor(index / source.length);
  return round === 0 ? product : { ...product, idProduct: product.idProduct + round * 100_000 };
});

function Rendered() {
  useLayoutEffect(() => {
    performance.mark('bench:committed');
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark('bench:painted');
        window.__benchDone = true;
      }),
    );
  }, []);
  return null;
}

performance.mark('bench:start');
createRoot(document.getElementById('root') as HTMLElement).render(
  <StorefrontProvider client={client}>
    <ul
      aria-label="Produtos"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: '1rem',
      }}
    >
      {products.map((product, index) => (
        // The listing grid's item class, so the cards get the listing's rules (off-screen ones skipped).
        <li key={product.idProduct} className="vt-product-listing__item">
          <ProductCard product={product} listName="Benchmark" index={index} priority={index < 2} />
        </li>
      ))}
    </ul>
    <Rendered />
  </StorefrontProvider>,
);
