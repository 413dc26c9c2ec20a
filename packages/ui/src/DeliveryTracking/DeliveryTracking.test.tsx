import { screen, waitFor } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import type { SandboxData } from '@vitrine/sandbox';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryTracking } from './DeliveryTracking';

// A same-origin address: jsdom loads no script, and no test names a third-party host.
const scriptUrl = (token: string) => `/test-assets/delivery-tracking.js?token=${encodeURIComponent(token)}`;
const sandboxToken = 'sandbox-tracking-token';

const trackingScripts = () =>
  Array.from(document.querySelectorAll('script')).filter((script) =>
    (script.getAttribute('src') ?? '').startsWith('/test-assets/delivery-tracking.js'),
  );

/** The sandbox's store answers null: the platform's reply for a store without delivery tracking. */
const withoutTracking = (seed: SandboxData) =>
  ({ ...seed, deliveryTracking: null }) as unknown as SandboxData;

afterEach(() => {
  for (const script of trackingScripts()) script.remove();
});

describe('DeliveryTracking', () => {
  it('given the store’s token, renders the provider’s container and adds its script once with the token', async () => {
    const { container, requests } = renderWithStorefront(
      <StrictMode>
        <DeliveryTracking scriptUrl={scriptUrl} />
      </StrictMode>,
    );
    const region = await screen.findByRole('region', { name: 'Rastreamento de entrega' });
    expect(region.id).toBe('vt-delivery-tracking');
    expect(region.getAttribute('data-token')).toBe(sandboxToken);
    await waitFor(() => expect(trackingScripts()).toHaveLength(1));
    const [script] = trackingScripts();
    expect(script?.getAttribute('src')).toBe(`/test-assets/delivery-tracking.js?token=${sandboxToken}`);
    expect(script?.async).toBe(true);
    expect(requests('content.deliveryTracking')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('given two blocks and a re-render, the script is still added once', async () => {
    const { rerender } = renderWithStorefront(
      <>
        <DeliveryTracking scriptUrl={scriptUrl} containerId="rastreio-a" />
        <DeliveryTracking scriptUrl={scriptUrl} containerId="rastreio-b" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(2));
    rerender(
      <>
        <DeliveryTracking scriptUrl={(token) => scriptUrl(token)} containerId="rastreio-a" />
        <DeliveryTracking scriptUrl={scriptUrl} containerId="rastreio-b" />
      </>,
    );
    await waitFor(() => expect(trackingScripts()).toHaveLength(1));
    expect(trackingScripts()).toHaveLength(1);
  });

  it('given a store without delivery tracking, renders nothing and adds no script', async () => {
    const { container, requests } = renderWithStorefront(<DeliveryTracking scriptUrl={scriptUrl} />, {
      storeOptions: { data: withoutTracking },
    });
    await waitFor(() => expect(requests('content.deliveryTracking')).toHaveLength(1));
    // One more turn for the reply to reach the block.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container.innerHTML).toBe('');
    expect(trackingScripts()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('given the configuration as a prop, makes no call; null renders nothing', async () => {
    const { container, requests, rerender } = renderWithStorefront(
      <DeliveryTracking scriptUrl={scriptUrl} config={{ token: 'token-da-pagina' }} nonce="abc123" />,
    );
    const region = screen.getByRole('region', { name: 'Rastreamento de entrega' });
    expect(region.getAttribute('data-token')).toBe('token-da-pagina');
    await waitFor(() => expect(trackingScripts()).toHaveLength(1));
    expect(trackingScripts()[0]?.getAttribute('src')).toContain('token=token-da-pagina');
    expect(trackingScripts()[0]?.nonce).toBe('abc123');

    rerender(<DeliveryTracking scriptUrl={scriptUrl} config={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<DeliveryTracking scriptUrl={scriptUrl} config={{ token: '  ' }} />);
    expect(container.innerHTML).toBe('');
    expect(requests('content.deliveryTracking')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('given the load fails, renders nothing and adds no script', async () => {
    const { container, store, requests } = renderWithStorefront(<DeliveryTracking scriptUrl={scriptUrl} />, {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({ operation: 'content.deliveryTracking', status: 500 });
    await waitFor(() => expect(requests('content.deliveryTracking')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container.innerHTML).toBe('');
    expect(trackingScripts()).toHaveLength(0);
  });

  it('given a replaced label, names the region with it', async () => {
    renderWithStorefront(<DeliveryTracking scriptUrl={scriptUrl} config={{ token: 't' }} />, {
      providerProps: { messages: { ui: { deliveryTracking: { label: 'Acompanhe a entrega' } } } },
    });
    expect(screen.getByRole('region', { name: 'Acompanhe a entrega' })).toBeTruthy();
    renderWithStorefront(<DeliveryTracking scriptUrl={scriptUrl} config={{ token: 't' }} label="Rastreio" />);
    expect(screen.getByRole('region', { name: 'Rastreio' })).toBeTruthy();
  });
});
