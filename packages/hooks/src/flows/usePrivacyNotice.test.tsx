import { act, waitFor } from '@testing-library/react';
import { storeKeys } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { usePrivacyNotice } from './usePrivacyNotice';

describe('usePrivacyNotice', () => {
  it('given a store with an enabled policy and no acceptance, it shows; Entendi hides it and records the acceptance', async () => {
    const { result, store } = renderHookWithStorefront(() => usePrivacyNotice());
    expect(result.current.isShown).toBe(false);
    await waitFor(() => expect(result.current.isShown).toBe(true));
    expect(result.current.acceptLabel).toBe('Entendi');
    expect(result.current.alertText).toBeDefined();
    act(() => result.current.accept());
    expect(result.current.isShown).toBe(false);
    await waitFor(() => expect(store.inspect.submissions('privacy')).toHaveLength(1));
  });

  it("given the store's settings in the server's fallback, it asks the store only whether the shopper accepted", async () => {
    const { store } = createTestStorefront();
    const company = store.call('content.company').body;
    const { result, requests } = renderHookWithStorefront(() => usePrivacyNotice(), {
      store,
      providerProps: { fallback: [[storeKeys.company(), company]] },
    });
    await waitFor(() => expect(result.current.isShown).toBe(true));
    expect(requests('content.company')).toEqual([]);
    expect(requests('privacy.verify')).toHaveLength(1);
  });

  it('given the acceptance check fails, the notice stays hidden (load errors are silent)', async () => {
    const { result, store, requests } = renderHookWithStorefront(() => usePrivacyNotice());
    store.faults.inject({ operation: 'privacy.verify', status: 500 });
    await waitFor(() => expect(requests('privacy.verify')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.isShown).toBe(false);
  });
});
