import { AlertDialog } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { cx } from '../../internal/cx';
import { dataFlag } from '../../internal/dataAttributes';
import { useConfirmDialogContext } from './confirmDialogContext';

/** Props of `ConfirmDialog.Content`. */
export type ConfirmDialogContentProps = ComponentPropsWithRef<typeof AlertDialog.Content> & {
  /** Where the portal renders; `document.body` when `undefined`. */
  container?: HTMLElement | null | undefined;
  /** Class of the backdrop. */
  overlayClassName?: string | undefined;
};

/** The modal box (in a portal, over a backdrop): focus is trapped inside and Escape cancels unless pending. */
export function ConfirmDialogBox({
  className,
  container,
  overlayClassName,
  onEscapeKeyDown,
  ...rest
}: ConfirmDialogContentProps): ReactNode {
  const { pending, mode } = useConfirmDialogContext('Content');
  return (
    <AlertDialog.Portal container={container}>
      <AlertDialog.Overlay className={cx('vt-confirm-dialog__overlay', overlayClassName)} />
      <AlertDialog.Content
        {...rest}
        className={cx('vt-confirm-dialog', className)}
        data-mode={mode}
        data-loading={dataFlag(pending)}
        aria-busy={pending || undefined}
        onEscapeKeyDown={composeEventHandlers(onEscapeKeyDown, (event: KeyboardEvent) => {
          if (pending) event.preventDefault();
        })}
      />
    </AlertDialog.Portal>
  );
}
