// @vitest-environment node
import { addToCartEvent, metaPixelAddToCart } from '@vitrine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createDataLayerSink } from '../analytics/createDataLayerSink';
import { loadPixel } from '../analytics/loadPixel';
import { loadTagManager } from '../analytics/loadTagManager';
import { useAnalyticsLoaders } from '../analytics/useAnalyticsLoaders';
import { useCountdown } from './useCountdown';
import { useInfiniteScroll } from './useInfiniteScroll';
import { useShare } from './useShare';

const company = { statusGTM: true, gtm: 'GTM-ABC123', idPixel: '1234567890' };

/** A product page section using every hook of this area, rendered the way a server would. */
function ProductExtras() {
  useAnalyticsLoaders(company);
  const { message } = useShare({ url: 'https://loja.example.com.br/produto/camiseta' });
  const { minutes, isReady } = useCountdown('2025-11-28T13:00:00.000Z', { now: '2025-11-28T12:30:00.000Z' });
  const sentinel = useInfiniteScroll({ onLoadMore: () => {}, hasMore: true });
  return (
    <section>
      <button type="button">Compartilhar</button>
      {message && <p>{message}</p>}
      <p>{isReady ? `Faltam ${minutes} minutos` : 'Carregando'}</p>
      <div ref={sentinel} />
    </section>
  );
}

describe('on the server (no window, no document)', () => {
  it('the hooks render without touching browser globals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');

    const html = renderToString(<ProductExtras />);

    expect(html).toContain('Faltam 30 minutos');
    expect(html).toContain('Compartilhar');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('the loaders load nothing and say so', () => {
    expect(loadTagManager('GTM-ABC123')).toBe(false);
    expect(loadPixel('1234567890')).toBe(false);
  });

  it('the data-layer sink drops events without throwing and leaves no timer', () => {
    vi.useFakeTimers();
    const sink = createDataLayerSink();
    const item = { id: 1, name: 'Camiseta', price: 10 };

    sink.ecommerce(addToCartEvent([item]));
    sink.pixel?.(metaPixelAddToCart([item]));

    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
});
