import { type MouseEvent, type PointerEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { useMergedRefs } from '../internal/mergeRefs';
import type { PartProps } from '../internal/partsContext';
import { useGallery } from './productGalleryContext';

/*
 * The large view's body: every part below loads with this module, which `ProductGallery` fetches when the view
 * is first wanted (see `ProductGallery.tsx`), so a product page whose shopper never zooms never downloads it.
 */

// Layout effects warn during server rendering; the large view is closed there anyway.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Where a point lies in a box, as shares of its width and height (0 to 1). */
function shareOf(box: DOMRect, x: number, y: number): [number, number] {
  const clamp = (value: number) => Math.min(Math.max(value, 0), 1);
  return [
    box.width > 0 ? clamp((x - box.left) / box.width) : 0.5,
    box.height > 0 ? clamp((y - box.top) / box.height) : 0.5,
  ];
}

/** Scrolls the 2× stage so the point at these shares of the picture is in view. */
function panTo(stage: HTMLElement, [x, y]: [number, number]): void {
  stage.scrollLeft = x * (stage.scrollWidth - stage.clientWidth);
  stage.scrollTop = y * (stage.scrollHeight - stage.clientHeight);
}

/** Props of `ProductGallery.ZoomStage`. */
export type ProductGalleryZoomStageProps = PartProps<'div'>;

const ZoomStageElement = part('div', 'ProductGallery.ZoomStage', 'vt-product-gallery__zoom-stage');

/**
 * The box holding the large picture (`data-zoomed` at 2×). At 2× the mouse pans it as it moves, a finger scrolls
 * it, the arrow keys pan it. Without children: the `ZoomToggle`.
 */
function ZoomStage({ asChild, ref, onPointerMove, children, ...props }: ProductGalleryZoomStageProps) {
  const gallery = useGallery('ZoomStage');
  const { ref: ownRef, ...bag } = gallery.getZoomStageProps();
  const setRef = useMergedRefs(ownRef, ref);
  const pan = (event: PointerEvent<HTMLDivElement>) => {
    if (!gallery.zoomed || event.pointerType !== 'mouse') return;
    const stage = event.currentTarget;
    panTo(stage, shareOf(stage.getBoundingClientRect(), event.clientX, event.clientY));
  };
  return (
    <ZoomStageElement
      asChild={asChild}
      {...bag}
      {...props}
      ref={setRef}
      onPointerMove={composeEventHandlers(onPointerMove, pan)}
    >
      {children === undefined && !asChild ? <ZoomToggle /> : children}
    </ZoomStageElement>
  );
}

/** Props of `ProductGallery.ZoomToggle`. */
export type ProductGalleryZoomToggleProps = PartProps<'button'>;

const ZoomToggleElement = part('button', 'ProductGallery.ZoomToggle', 'vt-product-gallery__zoom-toggle');

/**
 * The large picture as a toggle button 'Aproximar imagem' (`aria-pressed`): a click shows it at 2× around the
 * point clicked, Enter or Space around its centre; again, back to 1×. Without children: the high-resolution
 * picture (else the default one).
 */
function ZoomToggle({ asChild, className, onClick, children, ...props }: ProductGalleryZoomToggleProps) {
  const gallery = useGallery('ZoomToggle');
  const { onClick: own, ...bag } = gallery.getZoomToggleProps();
  const focus = useRef<[number, number]>([0.5, 0.5]);
  const remember = (event: MouseEvent<HTMLButtonElement>) => {
    // A key press clicks with no pointer (detail 0): zoom around the centre.
    focus.current =
      event.detail > 0
        ? shareOf(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY)
        : [0.5, 0.5];
    own?.(event);
  };
  const { zoomed, zoomStageRef } = gallery;
  useIsomorphicLayoutEffect(() => {
    const stage = zoomStageRef.current;
    if (zoomed && stage) panTo(stage, focus.current);
  }, [zoomed, zoomStageRef]);
  const { alt, ...image } = gallery.getZoomImageProps();
  const picture = <img {...image} alt={alt} className="vt-product-gallery__zoom-image" draggable={false} />;
  return (
    <ZoomToggleElement
      asChild={asChild}
      {...bag}
      {...props}
      onClick={composeEventHandlers(onClick, remember)}
      className={className}
    >
      {slotContent(asChild, children, children === undefined || asChild ? picture : children)}
    </ZoomToggleElement>
  );
}

/** Props of `ProductGallery.ZoomCounter`. */
export type ProductGalleryZoomCounterProps = PartProps<'p'>;

const ZoomCounterElement = part('p', 'ProductGallery.ZoomCounter', 'vt-product-gallery__zoom-counter');

/** The large view's position line, 'Imagem 2 de 4', read politely as it changes. */
function ZoomCounter({ asChild, children, ...props }: ProductGalleryZoomCounterProps) {
  const gallery = useGallery('ZoomCounter');
  return (
    <ZoomCounterElement asChild={asChild} aria-live="polite" {...props}>
      {slotContent(asChild, children, gallery.text.zoomCounter(gallery.index + 1, gallery.count))}
    </ZoomCounterElement>
  );
}

/** The ready-made body of the large view: the 2× stage, then the position line between previous and next. */
export function ProductGalleryZoomBody() {
  const gallery = useGallery('Zoom');
  const several = gallery.count > 1;
  // The main view's buttons name its track, hidden behind the dialog: these act on the same position.
  const { 'aria-controls': _previousControls, ...previous } = gallery.getPreviousProps();
  const { 'aria-controls': _nextControls, ...next } = gallery.getNextProps();
  return (
    <>
      <ZoomStage />
      <div className="vt-product-gallery__zoom-footer">
        {several ? (
          <button {...previous} className="vt-product-gallery__step">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
        <ZoomCounter />
        {several ? (
          <button {...next} className="vt-product-gallery__step">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
      </div>
    </>
  );
}

export {
  ZoomCounter as ProductGalleryZoomCounter,
  ZoomStage as ProductGalleryZoomStage,
  ZoomToggle as ProductGalleryZoomToggle,
};
