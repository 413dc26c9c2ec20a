import type { Company } from '@vitrine/core';
import { useCompany, useItemListTracking, useShowcase } from '@vitrine/hooks';
import { Banner, BrandList } from '@vitrine/ui';
import { ProductCard } from '../components/ProductCard';

/** The home showcase as a GA4 item list (`item_list_id`, `item_list_name`). */
const showcaseList = { id: 'showcase', name: 'Vitrine' };

/** How many products the showcase asks for: the company's setting, 12 without one (the hook clamps it to 1..12). */
export function showcaseQuantity(company: Pick<Company, 'quantityProductsToShowAtShowcase'>): number {
  const quantity = company.quantityProductsToShowAtShowcase ?? 12;
  return Math.min(Math.max(Math.round(quantity), 1), 12);
}

/** The banner blocks the home page shows (full-width, then central). */
export const homeBannerTypes = ['F', 'C'] as const;

/** Home: full banners, the showcase and the brands, every byte from the store API through the kit. */
export function HomePage() {
  const company = useCompany();
  const showcase = useShowcase(
    company.data ? showcaseQuantity(company.data) : company.error ? undefined : null,
  );
  const error = company.error ?? showcase.error;
  const { selectItem } = useItemListTracking(showcaseList, showcase.data);

  return (
    <>
      <Banner type="F" width={1600} height={500} />
      <h1>Destaques</h1>
      {error ? (
        <div role="alert" className="sf-status sf-status--error">
          <p>Não foi possível carregar a loja.</p>
          <p className="sf-muted">{error.message}</p>
          <button
            type="button"
            className="vt-button"
            onClick={() => {
              void company.mutate();
              void showcase.mutate();
            }}
          >
            Tentar novamente
          </button>
        </div>
      ) : !showcase.data ? (
        <p className="sf-status" aria-busy="true">
          Carregando a loja…
        </p>
      ) : (
        <ul className="sf-grid" aria-label="Vitrine de produtos">
          {showcase.data.map((product, index) => (
            <ProductCard
              key={product.idProduct}
              product={product}
              onSelect={() => selectItem(product, index)}
            />
          ))}
        </ul>
      )}
      <Banner type="C" />
      <BrandList />
    </>
  );
}
