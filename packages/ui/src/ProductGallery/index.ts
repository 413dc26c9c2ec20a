'use client';

// `@vitrine/ui/ProductGallery`: what `@vitrine/ui` exports from this folder.
export type {
  ProductGalleryImageProps,
  ProductGalleryMainProps,
  ProductGalleryPlaceholderProps,
  ProductGalleryProps,
  ProductGalleryRootProps,
  ProductGallerySlideProps,
  ProductGalleryStepProps,
  ProductGalleryThumbnailProps,
  ProductGalleryThumbnailsProps,
  ProductGalleryTrackProps,
  ProductGalleryZoomCloseProps,
  ProductGalleryZoomProps,
  ProductGalleryZoomTitleProps,
  ProductGalleryZoomTriggerProps,
} from './ProductGallery';
export {
  ProductGallery,
  ProductGalleryImage,
  ProductGalleryMain,
  ProductGalleryNext,
  ProductGalleryParts,
  ProductGalleryPlaceholder,
  ProductGalleryPrevious,
  ProductGalleryRoot,
  ProductGallerySlide,
  ProductGalleryThumbnail,
  ProductGalleryThumbnails,
  ProductGalleryTrack,
  ProductGalleryZoom,
  ProductGalleryZoomClose,
  ProductGalleryZoomTitle,
  ProductGalleryZoomTrigger,
} from './ProductGallery';
export type {
  ProductGalleryZoomCounterProps,
  ProductGalleryZoomStageProps,
  ProductGalleryZoomToggleProps,
} from './ProductGalleryZoom';
export {
  ProductGalleryZoomCounter,
  ProductGalleryZoomStage,
  ProductGalleryZoomToggle,
} from './ProductGalleryZoom';
export type { ProductGalleryMessages } from './productGalleryMessages';
export { productGalleryMessages } from './productGalleryMessages';
export type { ProductGalleryBehaviour, UseProductGalleryOptions } from './useProductGallery';
export { productGalleryPlaceholder, useProductGallery } from './useProductGallery';
export type {
  ProductGalleryState,
  ProductGalleryStateOptions,
} from './useProductGalleryState';
export { useProductGalleryState } from './useProductGalleryState';
