import { useCompany } from '@vitrine/hooks';
import { BrandList, HomeShowcase, LightningOffers, MostSoldShelf, NewcomersShelf } from '@vitrine/ui';

// The home page's product sections: the showcase ('Destaques'), the lightning offers, the best sellers and
// newcomers, then the brands; every byte from the store API through the kit, the first cards of each shelf rendered
// by the server. The route places each section as its own island (routes/home.tsx), so each section's code runs
// when that section needs it, not the whole page at once; the banners are in homeBanners.tsx.

/** The showcase ('Destaques'); a store that cannot be read says so and offers to try again. */
export function HomeShowcaseSection() {
  const company = useCompany();
  if (!company.error) return <HomeShowcase />;
  return (
    <div role="alert" className="sf-status sf-status--error">
      <p>Não foi possível carregar a loja.</p>
      <p className="sf-muted">{company.error.message}</p>
      <button type="button" className="vt-button" onClick={() => void company.mutate()}>
        Tentar novamente
      </button>
    </div>
  );
}

/** The lightning offers, whose countdowns tick in the browser. */
export { LightningOffers as HomeLightningOffers };

/** The best sellers, the newcomers and the brands. */
export function HomeShelves() {
  return (
    <>
      <MostSoldShelf />
      <NewcomersShelf />
      <BrandList />
    </>
  );
}
