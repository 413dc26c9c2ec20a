import { storeKeys } from '@vitrine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useAutocomplete } from '../flows/useAutocomplete';
import { StorefrontProvider } from '../provider/StorefrontProvider';
import { createTestStorefront } from '../testing';
import { useBanners } from './useBanners';
import { useCompany } from './useCompany';
import { useInstallments } from './useInstallments';
import { useProductList } from './useProductList';

function Page() {
  const { data: company } = useCompany();
  const banners = useBanners('F');
  const list = useProductList({ kind: 'category', textLink: 'moda-feminina/c', page: 1 });
  const suggestions = useAutocomplete('camiseta');
  const installments = useInstallments(100);
  return (
    <div>
      <h1>{company?.nameStore ?? 'sem empresa'}</h1>
      <p>banners: {banners.data ? 'sim' : 'não'}</p>
      <p>produtos: {list.data?.products.length ?? 0}</p>
      <p>sugestões: {suggestions.data?.length ?? 0}</p>
      <p>parcelas pedidas: {String(installments.isRequested)}</p>
    </div>
  );
}

describe('server rendering', () => {
  it('renders to a string without touching storage or the address, uses the fallback data and calls nothing', () => {
    const { client, store } = createTestStorefront();
    const company = store.call('content.company').body as Record<string, unknown>;
    // SWR reads `window` when its module loads, so the test keeps jsdom's; what render must never touch throws.
    const touched = () => {
      throw new Error('touched during render');
    };
    vi.stubGlobal('sessionStorage', { getItem: touched, setItem: touched });
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const html = renderToString(
      <StorefrontProvider
        client={client}
        fallback={[[storeKeys.company(), { ...company, nameStore: 'Loja SSR' }]]}
      >
        <Page />
      </StorefrontProvider>,
    );
    vi.unstubAllGlobals();
    expect(replaceState).not.toHaveBeenCalled();
    expect(html).toContain('Loja SSR');
    expect(html).toContain('produtos: <!-- -->0');
    expect(html).toContain('sugestões: <!-- -->0');
    expect(store.inspect.requests()).toHaveLength(0);
  });
});
