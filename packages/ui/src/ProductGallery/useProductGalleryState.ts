import type { ProductImage } from '@vitrine/core';
import { type ProductGalleryProduct, productGalleryImages } from '@vitrine/core';
import { useProductImages } from '@vitrine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useControllableState } from '../foundation/internal/useControllableState';

/** Options of `useProductGalleryState`: the shown picture and the large view, each controlled or not. */
export interface ProductGalleryStateOptions {
  /** The shown picture's position (from 0), controlled; `undefined` leaves it to the gallery. */
  readonly index?: number | undefined;
  /** The picture shown first when uncontrolled; 0 by default. */
  readonly defaultIndex?: number | undefined;
  /** Hears every change of the shown picture (also the return to the first one when the variation changes). */
  readonly onIndexChange?: ((index: number) => void) | undefined;
  /** Whether the large view is open, controlled; `undefined` leaves it to the gallery. */
  readonly zoomOpen?: boolean | undefined;
  /** Opens the large view on mount when uncontrolled; `false` by default. */
  readonly defaultZoomOpen?: boolean | undefined;
  /** Hears every opening and closing of the large view. */
  readonly onZoomOpenChange?: ((open: boolean) => void) | undefined;
}

/** What `useProductGalleryState` returns. */
export interface ProductGalleryState {
  /** The pictures for the chosen SKU (empty: the product has none). */
  readonly images: readonly ProductImage[];
  /** Changes whenever the set of pictures changes (another variation): the main view starts over. */
  readonly imagesKey: string;
  /** The shown picture's position, from 0 (0 when there is none). */
  readonly index: number;
  /** Shows the picture at `index`, wrapping around at both ends. */
  select(index: number): void;
  /** Whether the large view is open. */
  readonly zoomOpen: boolean;
  setZoomOpen(open: boolean): void;
  /** Whether the large view shows the picture at 2× (back to 1× on another picture or on closing). */
  readonly zoomed: boolean;
  setZoomed(zoomed: boolean): void;
}

/**
 * The state under `ProductGallery`: the pictures of the chosen SKU (the SKU's own when it has them, else the
 * product's; fetched with `useProductImages` only when the detail came without its list), the shown one
 * (back to the first whenever the variation's pictures replace the set), the large view's open state and its
 * 2× zoom.
 * @example
 * declare const product: ProductGalleryProduct;
 * declare const idSku: number | null;
 * const { images, index, select } = useProductGalleryState(product, idSku);
 */
export function useProductGalleryState(
  product: ProductGalleryProduct,
  idSku: number | null | undefined,
  options: ProductGalleryStateOptions = {},
): ProductGalleryState {
  const { index: indexProp, defaultIndex = 0, onIndexChange } = options;
  const fetched = useProductImages(product.productImages == null ? product.idProduct : null);
  const images = useMemo(
    () => productGalleryImages(product, idSku, fetched.data),
    [product, idSku, fetched.data],
  );
  const count = images.length;
  const imagesKey = images.map((image) => image.imageDefault).join('\n');

  // The uncontrolled position belongs to one set of pictures: another set starts at its first picture.
  const [own, setOwn] = useState(() => ({ key: imagesKey, index: defaultIndex }));
  const controlled = indexProp !== undefined;
  const wanted = controlled ? indexProp : own.key === imagesKey ? own.index : 0;
  const index = count === 0 ? 0 : Math.min(Math.max(wanted, 0), count - 1);

  const latest = useRef({ index, count, imagesKey, controlled, onIndexChange });
  latest.current = { index, count, imagesKey, controlled, onIndexChange };
  const select = useCallback((next: number) => {
    const state = latest.current;
    if (state.count === 0) return;
    const target = ((next % state.count) + state.count) % state.count;
    if (target === state.index) return;
    if (!state.controlled) setOwn({ key: state.imagesKey, index: target });
    state.onIndexChange?.(target);
  }, []);

  // Tell the owner of the position that another variation's pictures brought the gallery back to the first.
  const shown = useRef({ imagesKey, index });
  useEffect(() => {
    const before = shown.current;
    shown.current = { imagesKey, index };
    if (before.imagesKey !== imagesKey && before.index !== 0) latest.current.onIndexChange?.(0);
  }, [imagesKey, index]);

  const [zoomOpen, setOwnZoomOpen] = useControllableState(
    options.zoomOpen,
    options.defaultZoomOpen ?? false,
    options.onZoomOpenChange,
  );
  // The 2× view belongs to one picture of one set while the large view is open; anything else is 1×.
  const [zoomedAt, setZoomedAt] = useState<string | null>(null);
  const here = `${index}\n${imagesKey}`;
  const zoomed = zoomOpen && zoomedAt === here;
  const setZoomed = useCallback((on: boolean) => setZoomedAt(on ? here : null), [here]);
  const setZoomOpen = useCallback(
    (open: boolean) => {
      // Every opening starts at 1×.
      setZoomedAt(null);
      setOwnZoomOpen(open);
    },
    [setOwnZoomOpen],
  );

  return { images, imagesKey, index, select, zoomOpen, setZoomOpen, zoomed, setZoomed };
}
