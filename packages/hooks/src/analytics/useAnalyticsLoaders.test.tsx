import { renderHook } from '@testing-library/react';
import type { Company } from '@vitrine/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsWindow } from './types';
import { useAnalyticsLoaders } from './useAnalyticsLoaders';

type AnalyticsSettings = Pick<Company, 'statusGTM' | 'gtm' | 'idPixel'>;

const page = window as unknown as AnalyticsWindow;
const scriptSources = () =>
  Array.from(document.querySelectorAll('script[src]'), (script) => script.getAttribute('src'));

afterEach(() => {
  for (const script of document.querySelectorAll('script[src]')) script.remove();
  delete page.dataLayer;
  delete page.fbq;
  delete page._fbq;
});

describe('useAnalyticsLoaders', () => {
  it('given statusGTM on and a pixel id, it loads the tag manager and the pixel once mounted', () => {
    const { rerender } = renderHook(() =>
      useAnalyticsLoaders({ statusGTM: true, gtm: 'GTM-ABC123', idPixel: '1234567890' }),
    );
    rerender();

    expect(scriptSources()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    ]);
    expect(page.fbq?.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
  });

  it('given statusGTM off, the tag manager stays out even with an id', () => {
    renderHook(() => useAnalyticsLoaders({ statusGTM: false, gtm: 'GTM-ABC123', idPixel: '1234567890' }));

    expect(scriptSources()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(page.dataLayer).toBeUndefined();
  });

  it('given no ids, it loads nothing', () => {
    renderHook(() => useAnalyticsLoaders({ statusGTM: true, gtm: null, idPixel: '' }));

    expect(scriptSources()).toEqual([]);
    expect(page.fbq).toBeUndefined();
  });

  it('while the company settings load, it waits, then loads when they arrive', () => {
    const { rerender } = renderHook(({ company }) => useAnalyticsLoaders(company), {
      initialProps: { company: undefined as AnalyticsSettings | undefined },
    });
    expect(scriptSources()).toEqual([]);

    rerender({ company: { statusGTM: true, gtm: 'GTM-ABC123', idPixel: null } });

    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC123']);
  });

  it('given a custom data layer name and a nonce, the tag manager gets both', () => {
    renderHook(() =>
      useAnalyticsLoaders(
        { statusGTM: true, gtm: 'GTM-ABC123' },
        { dataLayerName: 'shopLayer', nonce: 'n0nce' },
      ),
    );

    const script = document.querySelector<HTMLScriptElement>('script[src*="gtm.js"]');
    expect(script?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123&l=shopLayer',
    );
    expect(script?.nonce).toBe('n0nce');
    delete page.shopLayer;
  });
});
