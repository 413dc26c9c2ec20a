import useEmblaCarousel from 'embla-carousel-react';
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { useUiMessages } from '../messages/useUiMessages';
import { bannerMessages } from './bannerMessages';

/** Embla's options: one slide per view, wrapping, and no motion for a shopper who asked the system for less. */
const emblaOptions = {
  loop: true,
  breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 0 } },
} as const;

/** Props of `BannerCarousel`: the slides of one block, shown one at a time. */
export interface BannerCarouselProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The accessible name of the carousel ('Banners em destaque'). */
  readonly label: string;
  /** One node per slide, in order (each a `Banner.Item`). */
  readonly slides: readonly ReactNode[];
  /** The React key of each slide, in the order of `slides`. */
  readonly slideKeys: readonly (string | number)[];
}

/**
 * The banners of a block as one carousel: a viewport holding one slide at a time (its box reserved by the
 * type's aspect ratio, so nothing moves when the script arrives), previous/next buttons, one indicator per
 * slide, the arrow keys, Home/End and swipe (Embla). It never advances by itself, and with reduced motion
 * requested every move is a jump. On the server and before hydration the first slide shows and the rest wait
 * outside the viewport.
 */
export function BannerCarousel({
  label,
  slides,
  slideKeys,
  className,
  onKeyDown,
  ...props
}: BannerCarouselProps) {
  const text = useUiMessages('banner', bannerMessages);
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
  const [selected, setSelected] = useState(0);
  const count = slides.length;
  const current = Math.min(selected, count - 1);

  useEffect(() => {
    if (!embla) return;
    const follow = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', follow).on('reInit', follow);
    return () => {
      embla.off('select', follow).off('reInit', follow);
    };
  }, [embla]);

  // Our index is the source of truth (the indicators and labels read it); Embla follows and reports swipes.
  const go = useCallback(
    (index: number) => {
      const next = ((index % count) + count) % count;
      setSelected(next);
      embla?.scrollTo(next);
    },
    [count, embla],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  return (
    // The keys act on whichever control inside has focus (its buttons, the banner links), as a carousel's do.
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: keydown bubbles from the focusable controls inside.
    <section
      aria-roledescription={text.carousel}
      aria-label={label}
      {...props}
      className={cx('vt-banner-carousel', className)}
      onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
    >
      <div className="vt-banner-carousel__viewport" ref={canSlide ? viewportRef : undefined}>
        <div className="vt-banner-carousel__track">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a named group of content, not a form fieldset.
            <div
              key={slideKeys[index]}
              role="group"
              aria-roledescription={text.slide}
              aria-label={text.slideLabel(index + 1, count)}
              data-state={index === current ? 'active' : 'inactive'}
              className="vt-banner-carousel__slide"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="vt-banner-carousel__controls">
        <button
          type="button"
          className="vt-banner-carousel__button"
          data-direction="previous"
          aria-label={text.previous}
          onClick={() => go(current - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className="vt-banner-carousel__indicators">
          {slides.map((_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one indicator per position.
              key={index}
              type="button"
              className="vt-banner-carousel__indicator"
              aria-label={text.goTo(index + 1, count)}
              aria-current={index === current ? 'true' : undefined}
              data-state={index === current ? 'active' : 'inactive'}
              onClick={() => go(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="vt-banner-carousel__button"
          data-direction="next"
          aria-label={text.next}
          onClick={() => go(current + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
