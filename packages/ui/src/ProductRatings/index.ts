'use client';

// `@vitrine/ui/ProductRatings`: what `@vitrine/ui` exports from this folder.
export type {
  ProductRatingsEmptyProps,
  ProductRatingsFormTriggerProps,
  ProductRatingsItemProps,
  ProductRatingsListProps,
  ProductRatingsLoadErrorProps,
  ProductRatingsLoadingProps,
  ProductRatingsProps,
  ProductRatingsRootProps,
  ProductRatingsStarsProps,
  ProductRatingsSummaryProps,
  ProductRatingsTitleProps,
} from './ProductRatings';
export {
  ProductRatings,
  ProductRatingsEmpty,
  ProductRatingsFormTrigger,
  ProductRatingsItem,
  ProductRatingsList,
  ProductRatingsLoadError,
  ProductRatingsLoading,
  ProductRatingsRoot,
  ProductRatingsStars,
  ProductRatingsSummary,
  ProductRatingsTitle,
} from './ProductRatings';
export type {
  ProductRatingsCommentFieldProps,
  ProductRatingsFieldProps,
  ProductRatingsFormProps,
  ProductRatingsFormStatusProps,
  ProductRatingsPublicEmailFieldProps,
  ProductRatingsRateFieldProps,
  ProductRatingsStateFieldProps,
  ProductRatingsSubmitProps,
  RatingTextFieldName,
} from './ProductRatingsForm';
export {
  ProductRatingsCommentField,
  ProductRatingsField,
  ProductRatingsForm,
  ProductRatingsFormStatus,
  ProductRatingsPublicEmailField,
  ProductRatingsRateField,
  ProductRatingsStateField,
  ProductRatingsSubmit,
} from './ProductRatingsForm';
export type { ProductRatingsMessages } from './productRatingsMessages';
export { productRatingsMessages } from './productRatingsMessages';
export type { RatingItemView } from './ratingItemView';
export { ratingItemView } from './ratingItemView';
export type {
  ProductRatingsProduct,
  RatingListState,
  RatingListStatus,
} from './useRatingList';
export { useRatingList } from './useRatingList';
