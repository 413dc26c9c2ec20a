import useEmblaCarousel from 'embla-carousel-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type RefCallback,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';
import { useUiMessages } from '../messages/useUiMessages';
import { type ProductShelfMessages, productShelfMessages } from './productShelfMessages';

/**
 * Embla's options: cards aligned to the start, the scroll contained (no blank space after the last card), one
 * card per step, and no animation for a shopper who asked the system for less motion.
 */
const emblaOptions = {
  align: 'start',
  containScroll: 'trimSnaps',
  slidesToScroll: 1,
  breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 0 } },
} as const;

/** Where a key press inside the shelf must keep its own meaning (typing, radio groups, steppers). */
const ownKeys =
  'input, textarea, select, [contenteditable="true"], [role="radio"], [role="slider"], [role="spinbutton"]';

/** What a card's slot can give focus to: its first tabbable control (the name's link, for a product card). */
const focusable = 'a[href]:not([tabindex="-1"]), button:not(:disabled):not([tabindex="-1"]), [tabindex="0"]';

/** Options of `useProductShelfCarousel`. */
export interface UseProductShelfCarouselOptions {
  /** How many cards the shelf holds (all of them, also those rendered only after mount). */
  readonly count: number;
  /** Replaces some of the texts (over the provider's `messages.ui.productShelf`). */
  readonly messages?: Partial<ProductShelfMessages> | undefined;
}

/** The props of a previous/next button. */
export interface ProductShelfButtonBag {
  readonly type: 'button';
  readonly 'aria-label': string;
  /** The list's id; `undefined` while there is no list (loading). */
  readonly 'aria-controls': string | undefined;
  readonly 'aria-disabled': 'true' | undefined;
  readonly 'data-disabled': '' | undefined;
  readonly 'data-direction': 'previous' | 'next';
  readonly onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** What `useProductShelfCarousel` returns: the carousel's state, its moves and the props of each element. */
export interface ProductShelfCarousel {
  /** How many cards the shelf holds. */
  readonly count: number;
  /**
   * The current position: Embla's snap (the first card in view) once it runs; before that (on the server, while
   * hydrating, without the browser observers Embla needs) the card the keys last went to, from 0.
   */
  readonly selected: number;
  /** Something lies before the cards in view. */
  readonly canPrevious: boolean;
  /** Something lies after the cards in view. */
  readonly canNext: boolean;
  /** Embla runs (the browser observers exist and the viewport is mounted); `false` on the server. */
  readonly enhanced: boolean;
  /** Ids for the parts (stable between server and browser). */
  readonly ids: { readonly title: string; readonly list: string };
  /** The texts in use. */
  readonly texts: ProductShelfMessages;
  previous(): void;
  next(): void;
  /** Scrolls so that card `index` is in view (at the start, unless the scroll ends first). */
  scrollToItem(index: number): void;
  /** The section's key handler: ←/→ and Home/End move between cards (or positions, from the buttons). */
  getRootProps(): { readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void };
  /** The viewport's ref (Embla's root; not attached where Embla cannot run). */
  getViewportProps(): { readonly ref: RefCallback<HTMLElement> | undefined };
  /** The list's id (what the buttons control). */
  getListProps(): { readonly id: string };
  /** The slot of card `index`: `aria-roledescription` 'slide', named 'N de M'. */
  getItemProps(index: number): {
    readonly 'aria-roledescription': string;
    readonly 'aria-label': string;
    readonly 'data-index': number;
  };
  getPreviousButtonProps(): ProductShelfButtonBag;
  getNextButtonProps(): ProductShelfButtonBag;
}

const clamp = (value: number, max: number): number => Math.min(Math.max(value, 0), Math.max(max, 0));

/**
 * The behaviour of a product shelf's carousel over Embla: previous/next buttons (disabled at either end, never
 * losing focus), ←/→ from card to card (focus follows and the cards scroll to keep it in view), Home/End to the
 * first and last card, swipe and drag (Embla), Tab into a card scrolls it into view (Embla's focus watch). With
 * reduced motion requested every move is a jump. No browser global at render: Embla starts after mount, where
 * `ResizeObserver`, `IntersectionObserver` and `matchMedia` exist; elsewhere the buttons and keys still move the
 * position and focus.
 * @example
 * declare const products: readonly Product[];
 * const carousel = useProductShelfCarousel({ count: products.length });
 * <section {...carousel.getRootProps()}>
 *   <button {...carousel.getNextButtonProps()}>›</button>
 *   <div {...carousel.getViewportProps()}><ul {...carousel.getListProps()}>…</ul></div>
 * </section>
 */
export function useProductShelfCarousel({
  count,
  messages,
}: UseProductShelfCarouselOptions): ProductShelfCarousel {
  const texts = useUiMessages('productShelf', productShelfMessages, messages);
  const base = useId();
  const ids = { title: `${base}-title`, list: `${base}-list` };
  const [viewportRef, embla] = useEmblaCarousel(emblaOptions);
  // Embla needs these observers; where they are missing (old browsers, jsdom) the buttons and keys still work.
  const [canSlide, setCanSlide] = useState(false);
  useEffect(() => {
    setCanSlide(
      typeof ResizeObserver === 'function' &&
        typeof IntersectionObserver === 'function' &&
        typeof window.matchMedia === 'function',
    );
  }, []);

  const [position, setPosition] = useState(0);
  const [edges, setEdges] = useState<{ previous: boolean; next: boolean } | undefined>(undefined);
  useEffect(() => {
    if (!embla) return;
    const follow = () => {
      setPosition(embla.selectedScrollSnap());
      setEdges({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
    };
    follow();
    embla.on('select', follow).on('reInit', follow);
    return () => {
      embla.off('select', follow).off('reInit', follow);
    };
  }, [embla]);

  const selected = embla ? position : clamp(position, count - 1);
  const canPrevious = edges && embla ? edges.previous : selected > 0;
  const canNext = edges && embla ? edges.next : selected < count - 1;

  const goToSnap = useCallback(
    (snap: number) => {
      if (embla) {
        embla.scrollTo(clamp(snap, embla.scrollSnapList().length - 1));
        return;
      }
      setPosition(clamp(snap, count - 1));
    },
    [embla, count],
  );
  // With the scroll contained, the last snaps merge into one: the cards after it share the last position.
  const scrollToItem = useCallback(
    (index: number) => goToSnap(embla ? Math.min(index, embla.scrollSnapList().length - 1) : index),
    [embla, goToSnap],
  );
  const lastSnap = embla ? embla.scrollSnapList().length - 1 : count - 1;
  const previous = useCallback(() => goToSnap(selected - 1), [goToSnap, selected]);
  const next = useCallback(() => goToSnap(selected + 1), [goToSnap, selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    if (target.matches(ownKeys)) return;
    const root = event.currentTarget;
    const slot = target.closest<HTMLElement>('[data-index]');
    const item = slot && root.contains(slot) ? Number(slot.dataset.index) : undefined;
    // From a card: card to card, focus following; from the buttons: position to position.
    const from = item ?? selected;
    const last = item === undefined ? lastSnap : count - 1;
    const moves: Record<string, number> = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: last };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    if (item === undefined) {
      goToSnap(to);
      return;
    }
    const index = clamp(to, count - 1);
    const control = root.querySelector(`[data-index="${index}"]`)?.querySelector<HTMLElement>(focusable);
    // The viewport clips its overflow: a plain focus() would scroll it under Embla's feet.
    control?.focus({ preventScroll: true });
    scrollToItem(index);
  };

  const button = (direction: 'previous' | 'next'): ProductShelfButtonBag => {
    const enabled = direction === 'previous' ? canPrevious : canNext;
    return {
      type: 'button',
      'aria-label': direction === 'previous' ? texts.previous : texts.next,
      'aria-controls': count > 0 ? ids.list : undefined,
      // aria-disabled, not disabled: the button keeps focus at either end, where it stops working.
      'aria-disabled': enabled ? undefined : 'true',
      'data-disabled': enabled ? undefined : '',
      'data-direction': direction,
      onClick: () => {
        if (!enabled) return;
        if (direction === 'previous') previous();
        else next();
      },
    };
  };

  return {
    count,
    selected,
    canPrevious,
    canNext,
    enhanced: embla !== undefined,
    ids,
    texts,
    previous,
    next,
    scrollToItem,
    getRootProps: () => ({ onKeyDown }),
    getViewportProps: () => ({ ref: canSlide ? viewportRef : undefined }),
    getListProps: () => ({ id: ids.list }),
    getItemProps: (index) => ({
      'aria-roledescription': texts.slide,
      'aria-label': texts.slideLabel(index + 1, count),
      'data-index': index,
    }),
    getPreviousButtonProps: () => button('previous'),
    getNextButtonProps: () => button('next'),
  };
}
