import type { ProductImage } from '@vitrine/core';
import { type ProductGalleryProduct, zoomImageUrl } from '@vitrine/core';
import useEmblaCarousel from 'embla-carousel-react';
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { dataFlag } from '../internal/dataAttributes';
import { useUiMessages } from '../messages/useUiMessages';
import { type ProductGalleryMessages, productGalleryMessages } from './productGalleryMessages';
import {
  type ProductGalleryState,
  type ProductGalleryStateOptions,
  useProductGalleryState,
} from './useProductGalleryState';

/** Embla's options: one picture per view, no wrap (the buttons and keys wrap), no motion when less is asked. */
const emblaOptions = {
  loop: false,
  breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 0 } },
} as const;

/** The slot the main picture fills on the page, for the browser to pick from a `srcset`. */
const defaultSizes = '(min-width: 64em) 50vw, 100vw';

/** A neutral picture (a grey frame with a landscape sign) for a product without any. */
export const productGalleryPlaceholder =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'%3E%3Crect width='100' height='100' fill='%23f1f1f1'/%3E%3Cpath d='M30 66l13-17 10 12 7-8 10 13z' fill='%23c8c8c8'/%3E%3Ccircle cx='61' cy='39' r='5' fill='%23c8c8c8'/%3E%3C/svg%3E";

/** Options of `useProductGallery`: the state's, the texts and how the pictures are described to the browser. */
export interface UseProductGalleryOptions extends ProductGalleryStateOptions {
  /** Texts over the provider's `ui.productGallery` and the defaults (`undefined` keeps them). */
  readonly messages?: {
    readonly [K in keyof ProductGalleryMessages]?: ProductGalleryMessages[K] | undefined;
  };
  /** The intrinsic width of the store's default pictures (1000 when `undefined`): reserves the box, describes the `srcset`. */
  readonly imageWidth?: number | undefined;
  /** The intrinsic height of the store's default pictures (1000 when `undefined`). */
  readonly imageHeight?: number | undefined;
  /** The main picture's slot for the browser (`sizes`); '(min-width: 64em) 50vw, 100vw' when `undefined`. */
  readonly sizes?: string | undefined;
  /**
   * A picture's `srcset` (e.g. the sizes a resizing CDN serves); when `undefined`, the default picture at
   * `imageWidth`. Returning `undefined` leaves a picture without `srcset` and `sizes`.
   */
  readonly srcSet?: ((image: ProductImage) => string | undefined) | undefined;
  /** The picture of a product without any; a neutral grey frame when `undefined`. */
  readonly placeholderSrc?: string | undefined;
}

type Bag<E extends keyof HTMLElementTagNameMap> = ComponentPropsWithRef<E> & {
  [data: `data-${string}`]: unknown;
};

/** What `useProductGallery` returns: the state, the texts, actions and the prop bags of every part. */
export interface ProductGalleryBehaviour extends ProductGalleryState {
  /** How many pictures there are. */
  readonly count: number;
  /** The product's name as pictures describe it. */
  readonly name: string;
  /** The texts in force. */
  readonly text: ProductGalleryMessages;
  /** The next and previous pictures, wrapping around. */
  next(): void;
  previous(): void;
  /** The large view's scrolling box (its keys pan it at 2×). */
  readonly zoomStageRef: RefObject<HTMLDivElement | null>;
  getRootProps(): Bag<'section'>;
  getViewportProps(): Bag<'div'>;
  getTrackProps(): Bag<'div'>;
  getSlideProps(index: number): Bag<'div'>;
  getImageProps(index: number): Bag<'img'>;
  getPreviousProps(): Bag<'button'>;
  getNextProps(): Bag<'button'>;
  getThumbnailsProps(): Bag<'ul'>;
  getThumbnailProps(index: number): Bag<'button'>;
  getThumbnailImageProps(index: number): Bag<'img'>;
  getPlaceholderProps(): Bag<'img'>;
  getZoomTriggerProps(): Bag<'button'>;
  getZoomContentProps(): Bag<'div'>;
  getZoomStageProps(): Bag<'div'>;
  getZoomToggleProps(): Bag<'button'>;
  getZoomImageProps(): Bag<'img'>;
}

/** How far one arrow key pans the 2× view, as a share of the visible box. */
const panStep = 0.2;
const panKeys: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The behaviour under `ProductGallery`: its state (`useProductGalleryState`), the main view's swipe (Embla,
 * attached after hydration where the browser has the observers it needs: the server markup and the hydrated one
 * are the same box), the keys (←/→, Home/End on the gallery; arrows between thumbnails, Enter/Space shows one;
 * in the large view ←/→ change the picture, or pan it at 2×) and the prop bags its parts spread.
 * @example
 * declare const product: ProductGalleryProduct;
 * declare const idSku: number | null;
 * const gallery = useProductGallery(product, idSku);
 * <section {...gallery.getRootProps()}>...</section>
 */
export function useProductGallery(
  product: ProductGalleryProduct,
  idSku: number | null | undefined,
  options: UseProductGalleryOptions = {},
): ProductGalleryBehaviour {
  const state = useProductGalleryState(product, idSku, options);
  const { images, index, select, zoomed, setZoomed } = state;
  const text = useUiMessages('productGallery', productGalleryMessages, options.messages);
  const count = images.length;
  const name = product.nameWithoutHtml || product.name;
  const width = options.imageWidth ?? 1000;
  const height = options.imageHeight ?? 1000;
  const trackId = useId();

  const [viewportRef, embla] = useEmblaCarousel(emblaOptions);
  // Embla measures every slide when it starts (a forced layout, about 30 ms at a phone's speed). A variation whose
  // pictures replace the set gives the gallery a new viewport (see `Main`): Embla gets it after the frame that
  // shows the new pictures, so the press that chose the variation paints first. Letting go is at once.
  const attachViewport = useCallback(
    (node: HTMLElement | null) => {
      if (node === null) return viewportRef(null);
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (node.isConnected) viewportRef(node);
        }),
      );
    },
    [viewportRef],
  );
  // Embla needs these observers; where they are missing (old browsers, jsdom) the buttons and keys still work.
  const [canSlide, setCanSlide] = useState(false);
  useEffect(() => {
    setCanSlide(
      typeof ResizeObserver === 'function' &&
        typeof IntersectionObserver === 'function' &&
        typeof window.matchMedia === 'function',
    );
  }, []);
  // Our position is the source of truth; Embla follows it and reports swipes.
  const latestIndex = useRef(index);
  latestIndex.current = index;
  useEffect(() => {
    if (!embla) return;
    embla.scrollTo(latestIndex.current, true);
    const follow = () => select(embla.selectedScrollSnap());
    embla.on('select', follow);
    return () => {
      embla.off('select', follow);
    };
  }, [embla, select]);
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index);
  }, [embla, index]);

  const next = useCallback(() => select(latestIndex.current + 1), [select]);
  const previous = useCallback(() => select(latestIndex.current - 1), [select]);
  const zoomStageRef = useRef<HTMLDivElement | null>(null);

  const moveByKey = (event: KeyboardEvent<HTMLElement>): boolean => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined || count < 2) return false;
    event.preventDefault();
    select(target);
    return true;
  };

  const altOf = (position: number) => text.imageAlt(name, position + 1, count);
  const srcSetOf = (image: ProductImage) =>
    options.srcSet ? options.srcSet(image) : `${image.imageDefault} ${width}w`;
  const current = images[index];

  return {
    ...state,
    count,
    name,
    text,
    next,
    previous,
    zoomStageRef,
    getRootProps: () => ({
      'aria-roledescription': text.roleDescription,
      'aria-label': text.label,
      'data-count': count,
      'data-empty': dataFlag(count === 0),
      // The keys act on whichever control of the gallery has focus (its buttons), as a carousel's do; keys
      // from the portalled large view are not ours.
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (!event.defaultPrevented && event.currentTarget.contains(event.target as Node)) moveByKey(event);
      },
    }),
    getViewportProps: () => ({
      ref: canSlide ? attachViewport : undefined,
      'data-swipe': dataFlag(canSlide),
    }),
    getTrackProps: () => ({ id: trackId, 'aria-live': 'polite' }),
    getSlideProps: (position) => ({
      role: 'group',
      'aria-roledescription': text.slideRoleDescription,
      'aria-label': text.slideLabel(position + 1, count),
      // Only the shown picture is read; the others wait outside the box.
      'aria-hidden': position === index ? undefined : true,
      'data-state': position === index ? 'active' : 'inactive',
      'data-index': position,
    }),
    getImageProps: (position) => {
      const image = images[position];
      const srcSet = image ? srcSetOf(image) : undefined;
      return {
        src: image?.imageDefault,
        srcSet,
        sizes: srcSet ? (options.sizes ?? defaultSizes) : undefined,
        alt: altOf(position),
        width,
        height,
        decoding: 'async',
        // The first picture is the page's largest paint: at once and first; the others when scrolled near.
        loading: position === 0 ? 'eager' : 'lazy',
        fetchPriority: position === 0 ? 'high' : undefined,
      };
    },
    getPreviousProps: () => ({
      type: 'button',
      'aria-label': text.previous,
      'aria-controls': trackId,
      'data-direction': 'previous',
      onClick: previous,
    }),
    getNextProps: () => ({
      type: 'button',
      'aria-label': text.next,
      'aria-controls': trackId,
      'data-direction': 'next',
      onClick: next,
    }),
    getThumbnailsProps: () => ({
      'aria-label': text.thumbnails,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.defaultPrevented) return;
        const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-thumbnail]'));
        const from = buttons.indexOf(event.target as HTMLElement);
        const last = buttons.length - 1;
        const moves: Record<string, number> = {
          ArrowLeft: from - 1,
          ArrowUp: from - 1,
          ArrowRight: from + 1,
          ArrowDown: from + 1,
          Home: 0,
          End: last,
        };
        const target = moves[event.key];
        if (from < 0 || target === undefined) return;
        event.preventDefault();
        buttons[target < 0 ? last : target > last ? 0 : target]?.focus();
      },
    }),
    getThumbnailProps: (position) => ({
      type: 'button',
      'aria-label': text.thumbnailLabel(position + 1, count),
      'aria-current': position === index ? 'true' : undefined,
      // One stop in the tab order, the shown picture's; the arrows move between the others.
      tabIndex: position === index ? 0 : -1,
      'data-thumbnail': '',
      'data-state': position === index ? 'active' : 'inactive',
      onClick: () => select(position),
    }),
    getThumbnailImageProps: (position) => ({
      src: images[position]?.imageDefault,
      alt: '',
      width,
      height,
    }),
    getPlaceholderProps: () => ({
      src: options.placeholderSrc ?? productGalleryPlaceholder,
      alt: name,
      width,
      height,
      decoding: 'async',
    }),
    getZoomTriggerProps: () => ({ 'aria-label': text.zoomTrigger }),
    getZoomContentProps: () => ({
      'aria-describedby': undefined,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.defaultPrevented) return;
        const pan = panKeys[event.key];
        const stage = zoomStageRef.current;
        if (zoomed && pan && stage) {
          event.preventDefault();
          stage.scrollLeft += pan[0] * stage.clientWidth * panStep;
          stage.scrollTop += pan[1] * stage.clientHeight * panStep;
          return;
        }
        moveByKey(event);
      },
    }),
    getZoomStageProps: () => ({ ref: zoomStageRef, 'data-zoomed': dataFlag(zoomed) }),
    getZoomToggleProps: () => ({
      type: 'button',
      'aria-label': text.zoomToggle,
      'aria-pressed': zoomed,
      'data-zoomed': dataFlag(zoomed),
      onClick: () => setZoomed(!zoomed),
    }),
    getZoomImageProps: () => ({
      src: current ? zoomImageUrl(current) : undefined,
      alt: altOf(index),
      decoding: 'async',
    }),
  };
}
