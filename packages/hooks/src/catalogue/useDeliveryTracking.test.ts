import { waitFor } from '@testing-library/react';
import type { SandboxData } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useDeliveryTracking } from './useDeliveryTracking';

describe('useDeliveryTracking', () => {
  it('loads the store’s delivery-tracking token, loading first', async () => {
    const { result, requests } = renderHookWithStorefront(() => useDeliveryTracking());
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.token).toBe('sandbox-tracking-token');
    expect(requests('content.deliveryTracking')).toHaveLength(1);
  });

  it('given a store without delivery tracking, data is null', async () => {
    const { result } = renderHookWithStorefront(() => useDeliveryTracking(), {
      // The platform answers null when the store has no tracking; the sandbox's type always has a config.
      storeOptions: { data: (seed) => ({ ...seed, deliveryTracking: null }) as unknown as SandboxData },
    });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toBeNull();
  });

  it('given null, it makes no call', async () => {
    const { result, requests } = renderHookWithStorefront(() => useDeliveryTracking(null));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current.data).toBeUndefined();
    expect(requests('content.deliveryTracking')).toHaveLength(0);
  });
});
