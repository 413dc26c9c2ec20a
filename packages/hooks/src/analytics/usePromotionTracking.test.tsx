import { act, waitFor } from '@testing-library/react';
import type { Banner } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { useBanners } from '../catalogue/useBanners';
import { renderHookWithStorefront } from '../testing';
import { recordingSink } from './testing/recordingSink';
import { usePromotionTracking } from './usePromotionTracking';

describe('usePromotionTracking', () => {
  it("given the store's full banners, it sends one view_promotion per banner with its slot position", async () => {
    const analytics = recordingSink();
    const { result } = renderHookWithStorefront(
      () => {
        const { data } = useBanners('F');
        return { fixed: data?.fixed, ...usePromotionTracking(data?.fixed, { slot: 'banner_F' }) };
      },
      { providerProps: { analytics } },
    );

    await waitFor(() => expect(analytics.ecommerceEvents.length).toBeGreaterThan(0));
    const fixed = result.current.fixed ?? [];
    expect(fixed.length).toBeGreaterThan(1);
    expect(analytics.ecommerceEvents.map((event) => event.event)).toEqual(fixed.map(() => 'view_promotion'));
    expect(analytics.ecommerceEvents.map((event) => event.ecommerce)).toEqual(
      fixed.map((banner, index) =>
        expect.objectContaining({
          currency: 'BRL',
          promotion_id: String(banner.idBanner),
          promotion_name: banner.name,
          creative_slot: `banner_F_${index + 1}`,
        }),
      ),
    );
  });

  it('given a banner clicked, it sends select_promotion for it; re-renders with the same banners resend nothing', async () => {
    const analytics = recordingSink();
    const { result } = renderHookWithStorefront(() => useBanners('F'), { providerProps: { analytics } });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const fixed = result.current.data?.fixed ?? [];
    const tracked = renderHookWithStorefront(
      (banners: readonly Banner[]) => usePromotionTracking(banners, { slot: 'banner_F' }),
      { initialProps: fixed, providerProps: { analytics } },
    );
    tracked.rerender(fixed);
    tracked.rerender([...fixed]);
    expect(analytics.ecommerceEvents).toHaveLength(fixed.length);

    const second = fixed[1];
    if (!second) throw new Error('The sandbox needs two fixed full banners.');
    act(() => tracked.result.current.selectPromotion(second, 1));

    const click = analytics.ecommerceEvents.at(-1);
    expect(click?.event).toBe('select_promotion');
    expect(click?.ecommerce).toMatchObject({
      currency: 'BRL',
      promotion_id: String(second.idBanner),
      creative_slot: 'banner_F_2',
    });

    tracked.rerender(fixed.slice(0, 1));
    expect(analytics.ecommerceEvents.at(-1)?.event).toBe('view_promotion');
    expect(analytics.ecommerceEvents).toHaveLength(fixed.length + 2);
  });

  it('while the banners are not final (undefined) or none, nothing is sent', () => {
    const analytics = recordingSink();
    const { rerender } = renderHookWithStorefront(
      (banners: readonly Banner[] | undefined) => usePromotionTracking(banners),
      { initialProps: undefined, providerProps: { analytics } },
    );
    rerender([]);
    expect(analytics.ecommerceEvents).toEqual([]);
  });
});
