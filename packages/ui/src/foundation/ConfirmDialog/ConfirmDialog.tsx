import { AlertDialog } from 'radix-ui';
import {
  type ComponentPropsWithRef,
  lazy,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useRef,
  useState,
} from 'react';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { cx } from '../../internal/cx';
import { dataFlag } from '../../internal/dataAttributes';
import { useUiMessages } from '../../messages/useUiMessages';
import { useControllableState } from '../internal/useControllableState';
import { Spinner } from '../Spinner/Spinner';
import type { ConfirmDialogContentProps } from './ConfirmDialogBox';
import { ConfirmDialogContext, useConfirmDialogContext } from './confirmDialogContext';
import { type ConfirmDialogMessages, confirmDialogMessages } from './confirmDialogMessages';

/** Props of `ConfirmDialog.Root`. */
export interface ConfirmDialogRootProps extends Partial<ConfirmDialogMessages> {
  /** Whether the box is open (controlled); `undefined` leaves it uncontrolled. */
  open?: boolean | undefined;
  /** Whether it starts open when uncontrolled; `false` when `undefined`. */
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /**
   * Runs on confirm. A returned promise keeps the box open and busy until it settles: fulfilled closes it,
   * rejected keeps it open so the caller can show the error.
   */
  onConfirm?: (() => unknown) | undefined;
  /** 'confirm' (confirm and cancel, default) or 'alert' (one 'OK' button). */
  mode?: 'confirm' | 'alert' | undefined;
  children?: ReactNode;
}

/** The box's state: open, the confirm action and its pending promise. Renders no element. */
export function ConfirmDialogRoot({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onConfirm,
  mode = 'confirm',
  confirm,
  cancel,
  acknowledge,
  children,
}: ConfirmDialogRootProps): ReactNode {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [pending, setPending] = useState(false);
  const messages = useUiMessages('confirmDialog', confirmDialogMessages, { confirm, cancel, acknowledge });
  const runConfirm = () => {
    if (pending) return;
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    result.then(
      () => {
        setPending(false);
        setOpen(false);
      },
      () => setPending(false),
    );
  };
  return (
    <ConfirmDialogContext.Provider value={{ open, pending, mode, messages, confirm: runConfirm }}>
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          // A pending confirmation cannot be dismissed halfway.
          if (!pending) setOpen(next);
        }}
      >
        {children}
      </AlertDialog.Root>
    </ConfirmDialogContext.Provider>
  );
}

/** Props of `ConfirmDialog.Trigger`. */
export type ConfirmDialogTriggerProps = ComponentPropsWithRef<typeof AlertDialog.Trigger>;

/** The button that opens the box; focus returns to it when the box closes. Use `asChild` for your own button. */
export function ConfirmDialogTrigger({ className, ...rest }: ConfirmDialogTriggerProps): ReactNode {
  return <AlertDialog.Trigger {...rest} className={cx('vt-confirm-dialog__trigger', className)} />;
}

// The props of `ConfirmDialog.Content` live with the box, which loads on demand and so imports nothing from here.
export type { ConfirmDialogContentProps };

// The box itself (portal, backdrop, focus trap, scroll lock) is its own module, loaded when a box first opens.
const LazyBox = lazy(() =>
  import('./ConfirmDialogBox').then((module) => ({ default: module.ConfirmDialogBox })),
);

/**
 * The modal box (in a portal, over a backdrop): focus is trapped inside and Escape cancels unless pending.
 * Its code loads the first time the box opens; the opening click is kept (the box is open, and appears with
 * focus inside as soon as it has loaded).
 */
export function ConfirmDialogContent(props: ConfirmDialogContentProps): ReactNode {
  const { open } = useConfirmDialogContext('Content');
  const opened = useRef(false);
  if (open) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <LazyBox {...props} />
    </Suspense>
  );
}

/** Props of `ConfirmDialog.Title`. */
export type ConfirmDialogTitleProps = ComponentPropsWithRef<typeof AlertDialog.Title>;

/** The box's title (its accessible name). */
export function ConfirmDialogTitle({ className, ...rest }: ConfirmDialogTitleProps): ReactNode {
  return <AlertDialog.Title {...rest} className={cx('vt-confirm-dialog__title', className)} />;
}

/** Props of `ConfirmDialog.Description`. */
export type ConfirmDialogDescriptionProps = ComponentPropsWithRef<typeof AlertDialog.Description>;

/** The box's message (its accessible description). */
export function ConfirmDialogDescription({ className, ...rest }: ConfirmDialogDescriptionProps): ReactNode {
  return <AlertDialog.Description {...rest} className={cx('vt-confirm-dialog__description', className)} />;
}

/** Props of `ConfirmDialog.Cancel`. */
export type ConfirmDialogCancelProps = ComponentPropsWithRef<typeof AlertDialog.Cancel>;

/** 'Cancelar': closes the box (it gets the focus when the box opens); inert while a confirmation is pending. */
export function ConfirmDialogCancel({
  className,
  children,
  onClick,
  ...rest
}: ConfirmDialogCancelProps): ReactNode {
  const { pending, messages } = useConfirmDialogContext('Cancel');
  return (
    <AlertDialog.Cancel
      {...rest}
      className={cx('vt-button', 'vt-confirm-dialog__cancel', className)}
      data-variant="secondary"
      aria-disabled={pending || undefined}
      data-disabled={dataFlag(pending)}
      onClick={composeEventHandlers(onClick, (event: MouseEvent<HTMLButtonElement>) => {
        if (pending) event.preventDefault();
      })}
    >
      {children ?? messages.cancel}
    </AlertDialog.Cancel>
  );
}

/** Props of `ConfirmDialog.Confirm`. */
export type ConfirmDialogConfirmProps = ComponentPropsWithRef<typeof AlertDialog.Action>;

/** 'Confirmar' ('OK' in alert mode): runs `onConfirm`; while its promise is pending it shows a spinner. */
export function ConfirmDialogConfirm({
  className,
  children,
  onClick,
  ...rest
}: ConfirmDialogConfirmProps): ReactNode {
  const { pending, mode, messages, confirm } = useConfirmDialogContext('Confirm');
  return (
    <AlertDialog.Action
      {...rest}
      className={cx('vt-button', 'vt-confirm-dialog__confirm', className)}
      aria-disabled={pending || undefined}
      data-loading={dataFlag(pending)}
      onClick={composeEventHandlers(onClick, (event: MouseEvent<HTMLButtonElement>) => {
        // Radix would close at once; the root closes when `onConfirm` (and its promise) is done.
        event.preventDefault();
        confirm();
      })}
    >
      {children ?? (mode === 'alert' ? messages.acknowledge : messages.confirm)}
      {pending ? <Spinner size="sm" /> : null}
    </AlertDialog.Action>
  );
}

/** Props of the ready-made `<ConfirmDialog />`. */
export interface ConfirmDialogProps extends Omit<ConfirmDialogRootProps, 'children'> {
  /** The title (required: it names the dialog). */
  title: ReactNode;
  /** The message; `undefined` for a title-only box. */
  description?: ReactNode | undefined;
  /** The element that opens the box (rendered with `asChild`, focus returns to it); `undefined` when controlled only. */
  trigger?: ReactElement | undefined;
  /** Class of the box. */
  className?: string | undefined;
}

function ConfirmDialogDefault({
  title,
  description,
  trigger,
  className,
  ...props
}: ConfirmDialogProps): ReactNode {
  return (
    <ConfirmDialogRoot {...props}>
      {trigger ? <ConfirmDialogTrigger asChild>{trigger}</ConfirmDialogTrigger> : null}
      <ConfirmDialogContent className={className} {...(description ? {} : { 'aria-describedby': undefined })}>
        <ConfirmDialogTitle>{title}</ConfirmDialogTitle>
        {description ? <ConfirmDialogDescription>{description}</ConfirmDialogDescription> : null}
        <div className="vt-confirm-dialog__actions">
          {props.mode === 'alert' ? null : <ConfirmDialogCancel />}
          <ConfirmDialogConfirm />
        </div>
      </ConfirmDialogContent>
    </ConfirmDialogRoot>
  );
}

/**
 * The generic alert and confirm box, a Radix AlertDialog:
 * `<ConfirmDialog title="Excluir produto?" trigger={<button>Excluir</button>} onConfirm={remove} />`, or the parts
 * `ConfirmDialog.Root / .Trigger / .Content / .Title / .Description / .Cancel / .Confirm`.
 */
export const ConfirmDialog = Object.assign(ConfirmDialogDefault, {
  Root: ConfirmDialogRoot,
  Trigger: ConfirmDialogTrigger,
  Content: ConfirmDialogContent,
  Title: ConfirmDialogTitle,
  Description: ConfirmDialogDescription,
  Cancel: ConfirmDialogCancel,
  Confirm: ConfirmDialogConfirm,
});
