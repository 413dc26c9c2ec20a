// @vitest-environment node
import { createStoreClient, createStorefrontBus } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryTracking } from './DeliveryTracking';

const scriptUrl = (token: string) => `/test-assets/delivery-tracking.js?token=${token}`;

/** Renders on the server: no window, no document, a client that never answers. */
function serverRender(ui: ReactNode): string {
  const client = createStoreClient({
    baseUrl: 'http://sandbox.test',
    fetch: () => new Promise<Response>(() => {}),
  });
  return renderToString(
    <StorefrontProvider client={client} bus={createStorefrontBus()}>
      {ui}
    </StorefrontProvider>,
  );
}

describe('DeliveryTracking on the server', () => {
  it('given the configuration, renders the reserved container and no script, without a browser global', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const html = serverRender(<DeliveryTracking scriptUrl={scriptUrl} config={{ token: 'abc' }} />);
    expect(html).toContain('id="vt-delivery-tracking"');
    expect(html).toContain('data-token="abc"');
    expect(html).toContain('class="vt-delivery-tracking"');
    expect(html).not.toContain('<script');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders nothing while the configuration is read on the client, or when there is none', () => {
    expect(serverRender(<DeliveryTracking scriptUrl={scriptUrl} />)).toBe('');
    expect(serverRender(<DeliveryTracking scriptUrl={scriptUrl} config={null} />)).toBe('');
  });
});
