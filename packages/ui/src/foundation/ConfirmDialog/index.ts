'use client';

// `@vitrine/ui/foundation/ConfirmDialog`: what `@vitrine/ui` exports from this folder.
export type {
  ConfirmDialogCancelProps,
  ConfirmDialogConfirmProps,
  ConfirmDialogContentProps,
  ConfirmDialogDescriptionProps,
  ConfirmDialogProps,
  ConfirmDialogRootProps,
  ConfirmDialogTitleProps,
  ConfirmDialogTriggerProps,
} from './ConfirmDialog';
export {
  ConfirmDialog,
  ConfirmDialogCancel,
  ConfirmDialogConfirm,
  ConfirmDialogContent,
  ConfirmDialogDescription,
  ConfirmDialogRoot,
  ConfirmDialogTitle,
  ConfirmDialogTrigger,
} from './ConfirmDialog';
export type { ConfirmDialogMessages } from './confirmDialogMessages';
export { confirmDialogMessages } from './confirmDialogMessages';
