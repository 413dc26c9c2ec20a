'use client';

// `@vitrine/ui/CartPreview`: what `@vitrine/ui` exports from this folder.
export type {
  CartPreviewCloseProps,
  CartPreviewContentProps,
  CartPreviewProps,
  CartPreviewRootProps,
  CartPreviewTitleProps,
  CartPreviewTriggerProps,
} from './CartPreview';
export {
  CartPreview,
  CartPreviewClose,
  CartPreviewContent,
  CartPreviewParts,
  CartPreviewRoot,
  CartPreviewTitle,
  CartPreviewTrigger,
} from './CartPreview';
export type {
  CartPreviewActionsProps,
  CartPreviewEmptyProps,
  CartPreviewExhaustedDialogProps,
  CartPreviewFreightCepProps,
  CartPreviewFreightOptionsProps,
  CartPreviewFreightProps,
  CartPreviewFreightResultProps,
  CartPreviewFreightSubmitProps,
  CartPreviewFreightTipProps,
  CartPreviewFreightTitleProps,
  CartPreviewLineErrorProps,
  CartPreviewLineImageProps,
  CartPreviewLineNameProps,
  CartPreviewLineNoticeProps,
  CartPreviewLinePriceProps,
  CartPreviewLineProps,
  CartPreviewLineQuantityProps,
  CartPreviewLineRemoveProps,
  CartPreviewLineStockProps,
  CartPreviewLinesProps,
  CartPreviewLineVariationsProps,
  CartPreviewSheetProps,
  CartPreviewStatusProps,
  CartPreviewTotalsProps,
  CartPreviewUnavailableProps,
} from './CartPreviewSheet';
export {
  CartPreviewActions,
  CartPreviewEmpty,
  CartPreviewExhaustedDialog,
  CartPreviewFreight,
  CartPreviewFreightCep,
  CartPreviewFreightOptions,
  CartPreviewFreightResult,
  CartPreviewFreightSubmit,
  CartPreviewFreightTip,
  CartPreviewFreightTitle,
  CartPreviewLine,
  CartPreviewLineError,
  CartPreviewLineImage,
  CartPreviewLineName,
  CartPreviewLineNotice,
  CartPreviewLinePrice,
  CartPreviewLineQuantity,
  CartPreviewLineRemove,
  CartPreviewLineStock,
  CartPreviewLines,
  CartPreviewLineVariations,
  CartPreviewSheet,
  CartPreviewStatus,
  CartPreviewTotals,
  CartPreviewUnavailable,
} from './CartPreviewSheet';
export type { CartPreviewMessages } from './cartPreviewMessages';
export { cartPreviewMessages } from './cartPreviewMessages';
export type { CartPreviewOpenState, UseCartPreviewOpenOptions } from './useCartPreviewOpen';
export { useCartPreviewOpen } from './useCartPreviewOpen';
