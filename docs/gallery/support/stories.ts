import type { OperationName } from '@vitrine/core';
import type { GallerySmokeParameters, GalleryStoreParameters } from './gallery';

/** The id of the gallery's phone viewport (Storybook's built-in viewport feature). */
export const MOBILE_VIEWPORT = 'mobile360';

/**
 * Spread into a story, beside `tags: ['mobile']`, to show it on a 360 px phone: Storybook's built-in viewport
 * at 360 px. The tag (written out in the story, where Storybook's index reads it) narrows the page and tells
 * the provider it is a phone, and makes the smoke test open the story at 360 px.
 */
export const onPhone: { globals: { viewport: { value: string; isRotated: boolean } } } = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
};

/** A story's parameters about its store and what the smoke test should expect. */
export const storeParameters = (store: GalleryStoreParameters, smoke?: GallerySmokeParameters) => ({
  parameters: smoke ? { store, smoke } : { store },
});

/** The named calls (every call when none is named) fail with a 500: the widget's error state. */
export const failing = (...operations: OperationName[]) =>
  storeParameters({
    faults:
      operations.length === 0
        ? [{ status: 500, message: 'Erro no servidor' }]
        : operations.map((operation) => ({ operation, status: 500, message: 'Erro no servidor' })),
  });

/** The store never answers: the widget's loading state. */
export const loading = storeParameters({ loading: true });

/** The seeded customer is signed in. */
export const signedIn = storeParameters({ signedIn: true });

/** Every product of the store sold out (stock 0 on every SKU). */
export const everythingSoldOut = storeParameters({
  setup: (store) => {
    for (const product of store.data.products) {
      for (const sku of product.skUs) store.setStock(sku.idSku, 0);
      store.setExhausted(product.idProduct, true);
    }
  },
});
