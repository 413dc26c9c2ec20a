import type { ProductGalleryProduct, ProductImage } from '@vitrine/core';
import { Dialog, Slot } from 'radix-ui';
import { type ReactNode, Suspense } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { LazyImage } from '../foundation/LazyImage/LazyImage';
import { Spinner } from '../foundation/Spinner/Spinner';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { lazyParts } from '../internal/lazyParts';
import { useMergedRefs } from '../internal/mergeRefs';
import type { PartProps } from '../internal/partsContext';
import { splitProps } from '../internal/splitProps';
import { useOptionalProductDetailContext } from '../ProductDetail/productDetailContext';
import { GalleryContext, useGallery } from './productGalleryContext';
import { type ProductGalleryMessages, productGalleryTextNames } from './productGalleryMessages';
import { type UseProductGalleryOptions, useProductGallery } from './useProductGallery';

/*
 * The large view's body (the 2× stage with its pointer pan, the position line, its buttons) is a module of its
 * own, loaded the first time the view opens or its trigger is pointed at or focused: a product page pays for the
 * trigger and the dialog frame only. The click that opens it is never lost: the dialog opens at once with the
 * product's name and 'Carregando imagem ampliada' until its parts arrive.
 */
let zoomModule: Promise<typeof import('./ProductGalleryZoom')> | undefined;
/** Loads the large view's parts once per page (the module cache makes later calls free). */
function loadZoom() {
  zoomModule ??= import('./ProductGalleryZoom');
  return zoomModule;
}
function preloadZoom() {
  void loadZoom();
}

/** The parts in that module, each a `lazy()` stand-in keeping its props. */
const zoom = lazyParts(loadZoom, [
  'ProductGalleryZoomBody',
  'ProductGalleryZoomStage',
  'ProductGalleryZoomToggle',
  'ProductGalleryZoomCounter',
]);

type TextProps = { readonly [K in keyof ProductGalleryMessages]?: ProductGalleryMessages[K] | undefined };

/** Props of `ProductGallery.Root`: the product, the chosen SKU, the state trios, picture options and texts. */
export type ProductGalleryRootProps = Omit<PartProps<'section'>, keyof TextProps> &
  Omit<UseProductGalleryOptions, 'messages'> &
  TextProps & {
    /**
     * The product detail whose pictures are shown (its `productImages`; fetched when the detail has no list);
     * inside a `ProductDetail.Root`, that Root's product when `undefined`.
     */
    readonly product?: ProductGalleryProduct | undefined;
    /**
     * The chosen SKU: its own pictures when it has them, else the product's; `null` for none. Inside a
     * `ProductDetail.Root`, the shopper's current choice when `undefined`.
     */
    readonly idSku?: number | null | undefined;
  };

const RootElement = part('section', 'ProductGallery.Root', 'vt-product-gallery');

/**
 * The gallery's section (named 'Imagens do produto', announced as a 'galeria'), holding its state for the
 * parts. ←/→ (Home/End) on any of its buttons change the picture. `data-count`, `data-empty`.
 */
function Root({
  product,
  idSku,
  index,
  defaultIndex,
  onIndexChange,
  zoomOpen,
  defaultZoomOpen,
  onZoomOpenChange,
  imageWidth,
  imageHeight,
  sizes,
  srcSet,
  placeholderSrc,
  asChild,
  className,
  onKeyDown,
  ...props
}: ProductGalleryRootProps) {
  const [messages, elementProps] = splitProps(props, productGalleryTextNames);
  const detail = useOptionalProductDetailContext();
  const shown = product ?? detail?.product;
  if (!shown)
    throw new Error('<ProductGallery> needs a `product`, or to be placed inside <ProductDetail.Root>.');
  const gallery = useProductGallery(shown, idSku !== undefined ? idSku : detail?.idSku, {
    index,
    defaultIndex,
    onIndexChange,
    zoomOpen,
    defaultZoomOpen,
    onZoomOpenChange,
    imageWidth,
    imageHeight,
    sizes,
    srcSet,
    placeholderSrc,
    messages,
  });
  const { onKeyDown: ownKeyDown, ...rootProps } = gallery.getRootProps();
  return (
    <GalleryContext.Provider value={gallery}>
      <Dialog.Root open={gallery.zoomOpen} onOpenChange={gallery.setZoomOpen}>
        <RootElement
          asChild={asChild}
          {...rootProps}
          {...elementProps}
          onKeyDown={composeEventHandlers(onKeyDown, (event) => ownKeyDown?.(event))}
          className={className}
        />
      </Dialog.Root>
    </GalleryContext.Provider>
  );
}

/** Props of `ProductGallery.Main`. */
export type ProductGalleryMainProps = PartProps<'div'>;

const MainElement = part('div', 'ProductGallery.Main', 'vt-product-gallery__viewport');

/**
 * The main view's box (Embla's viewport, swiped after hydration), one picture wide; its box is the same on the
 * server and once Embla runs. Without children: the `Track` of every picture. It starts over (first picture,
 * fresh swipe) whenever the variation's pictures replace the set.
 */
function Main({ asChild, ref, children, ...props }: ProductGalleryMainProps) {
  const gallery = useGallery('Main');
  const { ref: ownRef, ...bag } = gallery.getViewportProps();
  const setRef = useMergedRefs(ownRef, ref);
  return (
    <MainElement asChild={asChild} key={gallery.imagesKey} {...bag} {...props} ref={setRef}>
      {children === undefined && !asChild ? <Track /> : children}
    </MainElement>
  );
}

/** Props of `ProductGallery.Track`. */
export type ProductGalleryTrackProps = PartProps<'div'>;

const TrackElement = part('div', 'ProductGallery.Track', 'vt-product-gallery__track');

/** The row of pictures that moves inside `Main` (polite live region); without children, one `Slide` per picture. */
function Track({ asChild, children, ...props }: ProductGalleryTrackProps) {
  const gallery = useGallery('Track');
  return (
    <TrackElement asChild={asChild} {...gallery.getTrackProps()} {...props}>
      {children === undefined && !asChild
        ? gallery.images.map((image, position) => <Slide key={image.imageDefault} index={position} />)
        : children}
    </TrackElement>
  );
}

/** Props of `ProductGallery.Slide`. */
export type ProductGallerySlideProps = PartProps<'div'> & {
  /** The picture's position, from 0. */
  readonly index: number;
};

const SlideElement = part('div', 'ProductGallery.Slide', 'vt-product-gallery__slide');

/**
 * One picture of the main view, a group named by its position ('1 de 4', announced as an 'imagem'); the
 * pictures not shown are hidden from screen readers. `data-state="active|inactive"`. Without children: its `Image`.
 */
function Slide({ index, asChild, children, ...props }: ProductGallerySlideProps) {
  const gallery = useGallery('Slide');
  return (
    <SlideElement asChild={asChild} {...gallery.getSlideProps(index)} {...props}>
      {children === undefined && !asChild ? <Image index={index} /> : children}
    </SlideElement>
  );
}

/** Props of `ProductGallery.Image`. */
export type ProductGalleryImageProps = PartProps<'img'> & {
  /** The picture's position, from 0. */
  readonly index: number;
};

/**
 * A picture of the main view. The first is the page's largest paint: a plain `<img>` loaded at once with high
 * priority, rendered on the server; the others are `LazyImage`s (lazy, eager for bots). All carry the same
 * `width`/`height`, `srcset`/`sizes` and `decoding="async"`; `alt` is the product's name (and the position
 * from the second on).
 */
function Image({ index, asChild, className, ...props }: ProductGalleryImageProps) {
  const gallery = useGallery('Image');
  const { loading, decoding, fetchPriority, ...bag } = gallery.getImageProps(index);
  const classes = cx('vt-product-gallery__image', className);
  if (index === 0) {
    const Element = asChild ? Slot.Root : 'img';
    return (
      <Element
        {...bag}
        loading={loading}
        decoding={decoding}
        fetchPriority={fetchPriority}
        {...props}
        className={classes}
      />
    );
  }
  const { width, height, alt, ref, ...rest } = { ...bag, ...props };
  return (
    <LazyImage
      {...rest}
      ref={ref}
      asChild={asChild}
      width={Number(width)}
      height={Number(height)}
      alt={alt ?? ''}
      className={classes}
    />
  );
}

/** Props of `ProductGallery.Previous` and `.Next`. */
export type ProductGalleryStepProps = PartProps<'button'>;

const chevron = (direction: 'previous' | 'next') => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path
      d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const PreviousElement = part('button', 'ProductGallery.Previous', 'vt-product-gallery__step');

/** 'Imagem anterior' (from the first, the last); nothing with fewer than two pictures. */
function Previous({ asChild, onClick, children, ...props }: ProductGalleryStepProps) {
  const gallery = useGallery('Previous');
  if (gallery.count < 2) return null;
  const { onClick: own, ...bag } = gallery.getPreviousProps();
  return (
    <PreviousElement
      asChild={asChild}
      {...bag}
      {...props}
      onClick={composeEventHandlers(onClick, (event) => own?.(event))}
    >
      {slotContent(asChild, children, children === undefined || asChild ? chevron('previous') : children)}
    </PreviousElement>
  );
}

const NextElement = part('button', 'ProductGallery.Next', 'vt-product-gallery__step');

/** 'Próxima imagem' (from the last, the first); nothing with fewer than two pictures. */
function Next({ asChild, onClick, children, ...props }: ProductGalleryStepProps) {
  const gallery = useGallery('Next');
  if (gallery.count < 2) return null;
  const { onClick: own, ...bag } = gallery.getNextProps();
  return (
    <NextElement
      asChild={asChild}
      {...bag}
      {...props}
      onClick={composeEventHandlers(onClick, (event) => own?.(event))}
    >
      {slotContent(asChild, children, children === undefined || asChild ? chevron('next') : children)}
    </NextElement>
  );
}

/** Props of `ProductGallery.Thumbnails`. */
export type ProductGalleryThumbnailsProps = Omit<PartProps<'ul'>, 'children'> & {
  /** Each entry's content (put inside its `<li>`); a `Thumbnail` per picture when `undefined`. */
  readonly children?: ((image: ProductImage, index: number) => ReactNode) | undefined;
};

const ThumbnailsElement = part('ul', 'ProductGallery.Thumbnails', 'vt-product-gallery__thumbnails');

/**
 * The thumbnails ('Miniaturas'), a list with one stop in the tab order (the shown picture's): the arrows move
 * between them (wrapping; Home/End), Enter or Space shows one. Nothing with fewer than two pictures.
 */
function Thumbnails({ className, onKeyDown, children, ...props }: ProductGalleryThumbnailsProps) {
  const gallery = useGallery('Thumbnails');
  if (gallery.count < 2) return null;
  const { onKeyDown: own, ...bag } = gallery.getThumbnailsProps();
  return (
    <ThumbnailsElement
      {...bag}
      {...props}
      onKeyDown={composeEventHandlers(onKeyDown, (event) => own?.(event))}
      className={className}
    >
      {gallery.images.map((image, position) => (
        <li key={image.imageDefault} className="vt-product-gallery__thumbnail-item">
          {children ? children(image, position) : <Thumbnail index={position} />}
        </li>
      ))}
    </ThumbnailsElement>
  );
}

/** Props of `ProductGallery.Thumbnail`. */
export type ProductGalleryThumbnailProps = PartProps<'button'> & {
  /** The picture's position, from 0. */
  readonly index: number;
};

const ThumbnailElement = part('button', 'ProductGallery.Thumbnail', 'vt-product-gallery__thumbnail');

/**
 * A thumbnail button named 'Imagem N de M', `aria-current` on the shown picture's (`data-state="active"`);
 * pressing it shows the picture. Without children: the picture, small and lazy.
 */
function Thumbnail({ index, asChild, className, onClick, children, ...props }: ProductGalleryThumbnailProps) {
  const gallery = useGallery('Thumbnail');
  const { onClick: own, ...bag } = gallery.getThumbnailProps(index);
  const { width, height, alt, ...image } = gallery.getThumbnailImageProps(index);
  const picture = (
    <LazyImage
      {...image}
      width={Number(width)}
      height={Number(height)}
      alt={alt ?? ''}
      className="vt-product-gallery__thumbnail-image"
    />
  );
  return (
    <ThumbnailElement
      asChild={asChild}
      {...bag}
      {...props}
      onClick={composeEventHandlers(onClick, (event) => own?.(event))}
      className={className}
    >
      {slotContent(asChild, children, children === undefined || asChild ? picture : children)}
    </ThumbnailElement>
  );
}

/** Props of `ProductGallery.Placeholder`. */
export type ProductGalleryPlaceholderProps = PartProps<'img'>;

const PlaceholderElement = part('img', 'ProductGallery.Placeholder', 'vt-product-gallery__placeholder');

/** A neutral picture in the main view's box for a product without any, its `alt` the product's name. */
function Placeholder({ ...props }: ProductGalleryPlaceholderProps) {
  const gallery = useGallery('Placeholder');
  return <PlaceholderElement {...gallery.getPlaceholderProps()} {...props} />;
}

/** Props of `ProductGallery.ZoomTrigger`. */
export type ProductGalleryZoomTriggerProps = PartProps<'button'>;

/**
 * 'Ampliar imagem': opens the large view of the shown picture. Pointing at it or focusing it starts loading the
 * view's parts. Nothing without pictures.
 */
function ZoomTrigger({
  className,
  onPointerEnter,
  onFocus,
  children,
  ...props
}: ProductGalleryZoomTriggerProps) {
  const gallery = useGallery('ZoomTrigger');
  if (gallery.count === 0) return null;
  return (
    <Dialog.Trigger
      {...gallery.getZoomTriggerProps()}
      {...props}
      onPointerEnter={composeEventHandlers(onPointerEnter, preloadZoom)}
      onFocus={composeEventHandlers(onFocus, preloadZoom)}
      className={cx('vt-product-gallery__zoom-trigger', className)}
    >
      {children ?? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      )}
    </Dialog.Trigger>
  );
}

/** Props of `ProductGallery.Zoom`. */
export type ProductGalleryZoomProps = PartProps<'div'> & {
  /** Where the overlay and the view are portalled; `document.body` when `undefined`. */
  readonly container?: HTMLElement | null | undefined;
};

/**
 * The large view (a Radix modal `Dialog`, portalled over an overlay), named by the product: focus stays inside,
 * Escape closes it and focus goes back to its trigger; ←/→ change the picture (at 2× they pan it, with ↑/↓).
 * Without children: the title, the close button and the body loaded on demand (the position line, the 2×
 * stage, the buttons); 'Carregando imagem ampliada' meanwhile.
 */
function Zoom({ className, container, onKeyDown, children, ...props }: ProductGalleryZoomProps) {
  const gallery = useGallery('Zoom');
  const { onKeyDown: own, ...bag } = gallery.getZoomContentProps();
  const loading = (
    <div className="vt-product-gallery__zoom-loading">
      <Spinner label={gallery.text.zoomLoading} />
    </div>
  );
  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay className="vt-product-gallery__zoom-overlay" />
      <Dialog.Content
        {...bag}
        {...props}
        onKeyDown={composeEventHandlers(onKeyDown, (event) => own?.(event))}
        className={cx('vt-product-gallery__zoom', className)}
      >
        <Suspense fallback={loading}>
          {children ?? (
            <>
              <div className="vt-product-gallery__zoom-header">
                <ZoomTitle />
                <ZoomClose />
              </div>
              <Suspense fallback={loading}>
                <zoom.ProductGalleryZoomBody />
              </Suspense>
            </>
          )}
        </Suspense>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** Props of `ProductGallery.ZoomTitle`. */
export type ProductGalleryZoomTitleProps = PartProps<'h2'>;

/** The large view's heading, naming the dialog: the product's name by default. */
function ZoomTitle({ className, children, ...props }: ProductGalleryZoomTitleProps) {
  const gallery = useGallery('ZoomTitle');
  return (
    <Dialog.Title {...props} className={cx('vt-product-gallery__zoom-title', className)}>
      {children ?? gallery.name}
    </Dialog.Title>
  );
}

/** Props of `ProductGallery.ZoomClose`. */
export type ProductGalleryZoomCloseProps = PartProps<'button'>;

/** The × button of the large view, named 'Fechar'. */
function ZoomClose({ className, children, ...props }: ProductGalleryZoomCloseProps) {
  const gallery = useGallery('ZoomClose');
  return (
    <Dialog.Close
      aria-label={gallery.text.zoomClose}
      {...props}
      className={cx('vt-product-gallery__zoom-close', className)}
    >
      {children ?? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </Dialog.Close>
  );
}

// ---------------------------------------------------------------------------------------------------------

/** Props of the ready-made `<ProductGallery />`: the Root's, and where the large view is portalled. */
export interface ProductGalleryProps extends Omit<ProductGalleryRootProps, 'children' | 'asChild'> {
  /** Where the large view is portalled; `document.body` when `undefined`. */
  readonly container?: HTMLElement | null | undefined;
}

/** The ready-made layout: the framed main view with its buttons, the thumbnails and the large view. */
function DefaultLayout({ container }: { readonly container?: HTMLElement | null | undefined }) {
  const gallery = useGallery('Root');
  if (gallery.count === 0) {
    return (
      <div className="vt-product-gallery__frame">
        <Placeholder />
      </div>
    );
  }
  return (
    <>
      <div className="vt-product-gallery__frame">
        <Main />
        <Previous />
        <Next />
        <ZoomTrigger />
      </div>
      <Thumbnails />
      <Zoom container={container} />
    </>
  );
}

/**
 * The product page's picture gallery, ready to drop in: the chosen SKU's pictures (else the product's) in a
 * swipeable main view whose first picture is the page's largest paint (server-rendered, loaded first), previous
 * and next buttons, keyboard thumbnails, and a large view (2× on click, pan on pointer move) loaded on demand.
 * A product without pictures shows a neutral placeholder named after it.
 */
function ProductGalleryDefault({ container, ...rootProps }: ProductGalleryProps) {
  return (
    <Root {...rootProps}>
      <DefaultLayout container={container} />
    </Root>
  );
}

/**
 * The parts of the gallery, to compose your own layout. The large view's stage, toggle and position line
 * (`ZoomStage`, `ZoomToggle`, `ZoomCounter`) load with its module on first use (`Zoom` shows the loading state
 * meanwhile); import `ProductGalleryZoomStage` and the other named parts to have them at once instead.
 */
export const ProductGalleryParts = {
  Root,
  Main,
  Track,
  Slide,
  Image,
  Previous,
  Next,
  Thumbnails,
  Thumbnail,
  Placeholder,
  ZoomTrigger,
  Zoom,
  ZoomTitle,
  ZoomClose,
  ZoomStage: zoom.ProductGalleryZoomStage,
  ZoomToggle: zoom.ProductGalleryZoomToggle,
  ZoomCounter: zoom.ProductGalleryZoomCounter,
};

/** The product gallery: `<ProductGallery />` ready-made, or `ProductGallery.Root / .Main / .Thumbnails / ...` composed. */
export const ProductGallery = Object.assign(ProductGalleryDefault, ProductGalleryParts);

export {
  Image as ProductGalleryImage,
  Main as ProductGalleryMain,
  Next as ProductGalleryNext,
  Placeholder as ProductGalleryPlaceholder,
  Previous as ProductGalleryPrevious,
  Root as ProductGalleryRoot,
  Slide as ProductGallerySlide,
  Thumbnail as ProductGalleryThumbnail,
  Thumbnails as ProductGalleryThumbnails,
  Track as ProductGalleryTrack,
  Zoom as ProductGalleryZoom,
  ZoomClose as ProductGalleryZoomClose,
  ZoomTitle as ProductGalleryZoomTitle,
  ZoomTrigger as ProductGalleryZoomTrigger,
};
