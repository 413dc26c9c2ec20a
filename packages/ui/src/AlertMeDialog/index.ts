'use client';

// `@vitrine/ui/AlertMeDialog`: what `@vitrine/ui` exports from this folder.
export type {
  AlertMeDialogContentProps,
  AlertMeDialogProps,
  AlertMeDialogRootProps,
} from './AlertMeDialog';
export {
  AlertMeDialog,
  AlertMeDialogContent,
  AlertMeDialogParts,
  AlertMeDialogRoot,
} from './AlertMeDialog';
export type {
  AlertMeDialogBodyProps,
  AlertMeDialogBoxProps,
  AlertMeDialogCloseProps,
  AlertMeDialogFieldProps,
  AlertMeDialogFormProps,
  AlertMeDialogProductImageProps,
  AlertMeDialogProductNameProps,
  AlertMeDialogProductProps,
  AlertMeDialogStatusProps,
  AlertMeDialogSubmitProps,
  AlertMeDialogTitleProps,
} from './AlertMeDialogBox';
export {
  AlertMeDialogBody,
  AlertMeDialogBox,
  AlertMeDialogClose,
  AlertMeDialogField,
  AlertMeDialogForm,
  AlertMeDialogProduct,
  AlertMeDialogProductImage,
  AlertMeDialogProductName,
  AlertMeDialogStatus,
  AlertMeDialogSubmit,
  AlertMeDialogTitle,
} from './AlertMeDialogBox';
export type { AlertMeDialogMessages } from './alertMeDialogMessages';
export { alertMeDialogMessages } from './alertMeDialogMessages';
