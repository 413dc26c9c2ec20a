import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCompany } from '../catalogue/useCompany';
import { renderHookWithStorefront } from '../testing';
import type { AnalyticsWindow } from './types';
import { useCompanyAnalyticsLoaders } from './useCompanyAnalyticsLoaders';

const page = window as unknown as AnalyticsWindow;
const scriptSources = () =>
  Array.from(document.querySelectorAll('script[src]'), (script) => script.getAttribute('src'));

afterEach(() => {
  for (const script of document.querySelectorAll('script[src]')) script.remove();
  delete page.dataLayer;
  delete page.fbq;
  delete page._fbq;
});

describe('useCompanyAnalyticsLoaders', () => {
  it("once the store's settings arrive, it loads the tag manager and the pixel with the store's ids", async () => {
    renderHookWithStorefront(() => useCompanyAnalyticsLoaders());
    expect(scriptSources()).toEqual([]);

    await waitFor(() => expect(scriptSources()).toHaveLength(2));
    expect(scriptSources()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-VITR1NE',
    ]);
    expect(page.fbq?.queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
  });

  it('given the settings call fails, it loads nothing', async () => {
    const { result, store } = renderHookWithStorefront(
      () => {
        useCompanyAnalyticsLoaders();
        return useCompany();
      },
      { providerProps: { swrConfig: { shouldRetryOnError: false } } },
    );
    store.faults.inject({ operation: 'content.company', status: 500, message: 'Falha ao consultar a loja' });

    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(scriptSources()).toEqual([]);
    expect(page.dataLayer).toBeUndefined();
    expect(page.fbq).toBeUndefined();
  });
});
