import { type Company, shelfCount } from '@vitrine/core';
import { useCompany } from '@vitrine/hooks';
import {
  Banner,
  BrandList,
  HomeShowcase,
  showcaseQuantity as kitShowcaseQuantity,
  LightningOffers,
  MostSoldShelf,
  NewcomersShelf,
} from '@vitrine/ui';

/**
 * The showcase call's input as the kit's `HomeShowcase` sends it (so the server's answer is found under the same
 * key): the company's count clamped to 1..12, or none (the store's default of 12) when the company sets none.
 */
export function showcaseInput(company: Pick<Company, 'quantityProductsToShowAtShowcase'>): {
  quantity: number | undefined;
} {
  const quantity = kitShowcaseQuantity(company, false);
  return { quantity: shelfCount(quantity) };
}

/** The banner blocks the home page shows (full-width, then central). */
export const homeBannerTypes = ['F', 'C'] as const;

/**
 * Home: the full banners, the showcase ('Destaques'), the lightning offers, the central banners, the best sellers
 * and newcomers, then the brands; every byte from the store API through the kit, the first cards of each shelf
 * rendered by the server. A store that cannot be read says so and offers to try again.
 */
export function HomePage() {
  const company = useCompany();
  return (
    <>
      <h1 className="vt-visually-hidden">{company.data?.nameStore ?? 'Página inicial'}</h1>
      <Banner type="F" width={1600} height={500} />
      {company.error ? (
        <div role="alert" className="sf-status sf-status--error">
          <p>Não foi possível carregar a loja.</p>
          <p className="sf-muted">{company.error.message}</p>
          <button type="button" className="vt-button" onClick={() => void company.mutate()}>
            Tentar novamente
          </button>
        </div>
      ) : (
        <HomeShowcase />
      )}
      <LightningOffers />
      <Banner type="C" />
      <MostSoldShelf />
      <NewcomersShelf />
      <BrandList />
    </>
  );
}
