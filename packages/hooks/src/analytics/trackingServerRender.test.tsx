// @vitest-environment node
import { type ProductDetail, productToAnalyticsItem } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sandboxDetail } from '../flows/testing/sandboxDetail';
import { StorefrontProvider } from '../provider/StorefrontProvider';
import { createTestStorefront } from '../testing';
import { recordingSink } from './testing/recordingSink';
import { useItemListTracking } from './useItemListTracking';
import { usePromotionTracking } from './usePromotionTracking';
import { usePurchaseTracking } from './usePurchaseTracking';
import { useViewItemTracking } from './useViewItemTracking';

const banner = { idBanner: 1, name: 'Coleção Outono Inverno', nameFileImage: 'outono.jpg' };

/** A page using every tracking hook with its value already known, as a server render would have it. */
function ProductPage({ product }: { readonly product: ProductDetail }) {
  useViewItemTracking(product);
  useItemListTracking({ id: 'related', name: 'Relacionados' }, [product]);
  usePromotionTracking([banner], { slot: 'banner_F' });
  usePurchaseTracking({ transactionId: 'PED-1', items: [productToAnalyticsItem(product)] });
  return <h1>{product.name}</h1>;
}

describe('tracking hooks on the server (no window)', () => {
  it('render with every value present and send nothing', () => {
    const { store, client } = createTestStorefront();
    const product = sandboxDetail(store, sandboxFixtures.simple.urlFriendly);
    const analytics = recordingSink();

    const html = renderToString(
      <StorefrontProvider client={client} analytics={analytics}>
        <ProductPage product={product} />
      </StorefrontProvider>,
    );

    expect(typeof window).toBe('undefined');
    expect(html).toContain(sandboxFixtures.simple.name);
    expect(analytics.ecommerceEvents).toEqual([]);
    expect(analytics.pixelEvents).toEqual([]);
  });
});
