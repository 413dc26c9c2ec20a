import { useCompany } from '@vitrine/hooks';
import { Banner, BrandList, HomeShowcase, LightningOffers, MostSoldShelf, NewcomersShelf } from '@vitrine/ui';
import { useSyncExternalStore } from 'react';

/**
 * Home: the full banners, the showcase ('Destaques'), the lightning offers, the central banners, the best sellers
 * and newcomers, then the brands; every byte from the store API through the kit, the first cards of each shelf
 * rendered by the server. A store that cannot be read says so and offers to try again.
 */
export function HomePage() {
  const company = useCompany();
  const device = useDevice();
  return (
    <>
      <h1 className="vt-visually-hidden">{company.data?.nameStore ?? 'Página inicial'}</h1>
      <Banner type="F" width={1600} height={500} device={device} />
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
      <Banner type="C" device={device} />
      <MostSoldShelf />
      <NewcomersShelf />
      <BrandList />
    </>
  );
}

const phoneQuery = '(max-width: 767px)';

/** Follows the viewport's width class for the banners; the server (and hydration) render the desktop ones. */
function useDevice(): 'mobile' | 'desktop' {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(phoneQuery);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => (window.matchMedia(phoneQuery).matches ? 'mobile' : 'desktop'),
    () => 'desktop',
  );
}
