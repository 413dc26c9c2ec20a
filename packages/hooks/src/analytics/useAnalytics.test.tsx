import { render, renderHook } from '@testing-library/react';
import { viewItemEvent } from '@vitrine/core';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStorefront } from '../testing';
import { createDataLayerSink } from './createDataLayerSink';
import type { AnalyticsWindow } from './types';
import { useAnalytics } from './useAnalytics';

const page = window as unknown as AnalyticsWindow;
const shirt = { id: 42, name: 'Camiseta Básica', price: 59.9 };

/** A product view that reports itself once shown, as a product page would. */
function ProductView() {
  const analytics = useAnalytics();
  useEffect(() => {
    analytics.ecommerce(viewItemEvent(shirt));
  }, [analytics]);
  return <h1>{shirt.name}</h1>;
}

afterEach(() => {
  delete page.dataLayer;
});

describe('useAnalytics', () => {
  it("given the provider's data-layer sink, a widget's event lands in the data layer after the clear", () => {
    renderWithStorefront(<ProductView />, { providerProps: { analytics: createDataLayerSink() } });

    expect(page.dataLayer).toEqual([{ ecommerce: null }, viewItemEvent(shirt)]);
  });

  it('given a provider without a sink, events are dropped without an error', () => {
    expect(() => renderWithStorefront(<ProductView />)).not.toThrow();
    expect(page.dataLayer).toBeUndefined();
  });

  it('outside a provider, it says how to fix it', () => {
    expect(() => renderHook(() => useAnalytics())).toThrow(
      /useAnalytics must be used inside <StorefrontProvider>/,
    );
    expect(() => render(<ProductView />)).toThrow(/StorefrontProvider/);
  });
});
