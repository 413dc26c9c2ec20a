// @vitest-environment node
import { createStoreClient, createStorefrontBus } from '@vitrine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontProvider } from '../provider/StorefrontProvider';
import { useAlerts } from './useAlerts';
import { useListing } from './useListing';
import { useNewsletter } from './useNewsletter';
import { useQuote } from './useQuote';
import { useSearchBox } from './useSearchBox';
import { useSession } from './useSession';
import { useWishlist } from './useWishlist';

function Page() {
  const { alerts } = useAlerts();
  const session = useSession();
  const wishlist = useWishlist();
  const quote = useQuote();
  const newsletter = useNewsletter();
  const search = useSearchBox();
  const listing = useListing({ kind: 'category', textLink: 'roupas/c' });
  return (
    <main>
      <p>{`alertas:${alerts.length}`}</p>
      <p>{`sessao:${session.status}`}</p>
      <p>{`favoritos:${wishlist.count ?? '-'}`}</p>
      <p>{`orcamento:${quote.isOpen}`}</p>
      <input {...newsletter.getFieldProps('email')} />
      <input {...search.getInputProps()} />
      <p>{`lista:${listing.busy}`}</p>
    </main>
  );
}

describe('flow hooks on the server (no window, no document)', () => {
  it('render their initial state without calling the store or touching browser globals', () => {
    expect(typeof window).toBe('undefined');
    const fetchSpy = vi.fn(async () => new Response('{}'));
    const client = createStoreClient({ baseUrl: 'http://sandbox.test', fetch: fetchSpy });
    const consoleError = vi.spyOn(console, 'error');
    const html = renderToString(
      <StorefrontProvider client={client} bus={createStorefrontBus()}>
        <Page />
      </StorefrontProvider>,
    );
    expect(html).toContain('alertas:0');
    expect(html).toContain('sessao:checking');
    expect(html).toContain('favoritos:-');
    expect(html).toContain('orcamento:false');
    expect(html).toContain('role="combobox"');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
