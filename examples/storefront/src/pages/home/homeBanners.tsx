import { useCompany } from '@vitrine/hooks';
import { Banner } from '@vitrine/ui';
import { useSyncExternalStore } from 'react';

// The home page's banner sections: a module of their own, as the top banners wake once the page is idle and should
// not bring the shelves' code with them (homeShelves.tsx has the other sections).

/** The page's heading (the store's name) and the full-width banners, whose random banner is drawn in the browser. */
export function HomeTop() {
  const company = useCompany();
  const device = useDevice();
  return (
    <>
      <h1 className="vt-visually-hidden">{company.data?.nameStore ?? 'Página inicial'}</h1>
      <Banner type="F" width={1600} height={500} device={device} />
    </>
  );
}

/** The central banners. */
export function HomeCentralBanners() {
  return <Banner type="C" device={useDevice()} />;
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
