'use client';

// `@vitrine/ui/QuoteDialog`: what `@vitrine/ui` exports from this folder.
export type {
  QuoteDialogContentProps,
  QuoteDialogProps,
  QuoteDialogRootProps,
} from './QuoteDialog';
export {
  QuoteDialog,
  QuoteDialogContent,
  QuoteDialogParts,
  QuoteDialogRoot,
} from './QuoteDialog';
export type {
  QuoteDialogBodyProps,
  QuoteDialogBoxProps,
  QuoteDialogCloseProps,
  QuoteDialogFieldProps,
  QuoteDialogFormProps,
  QuoteDialogMessageProps,
  QuoteDialogProductProps,
  QuoteDialogProductsProps,
  QuoteDialogStatusProps,
  QuoteDialogSubmitProps,
  QuoteDialogTitleProps,
} from './QuoteDialogBox';
export {
  QuoteDialogBody,
  QuoteDialogBox,
  QuoteDialogClose,
  QuoteDialogField,
  QuoteDialogForm,
  QuoteDialogMessage,
  QuoteDialogProduct,
  QuoteDialogProducts,
  QuoteDialogStatus,
  QuoteDialogSubmit,
  QuoteDialogTitle,
} from './QuoteDialogBox';
export type { QuoteDialogMessages } from './quoteDialogMessages';
export { quoteDialogMessages } from './quoteDialogMessages';
