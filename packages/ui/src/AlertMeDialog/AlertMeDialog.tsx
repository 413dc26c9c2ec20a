import { useAlertMe, useStorefront } from '@vitrine/hooks';
import { type ReactNode, Suspense, useMemo, useRef } from 'react';
import { Spinner } from '../foundation/Spinner/Spinner';
import { createOnDemand } from '../internal/createOnDemand';
import { useProductFormDialog } from '../internal/useProductFormDialog';
import type { AlertMeDialogBodyProps, AlertMeDialogBoxProps } from './AlertMeDialogBox';
import { AlertMeDialogContext, useAlertMeDialogContext } from './alertMeDialogContext';

/*
 * The page mounts `<AlertMeDialog />` once; until a shopper asks to be notified it is only the flow's hook (which
 * listens for `alertMe.open` on the bus) and this file. The box, its fields and their helpers are a module of their
 * own, fetched on the first opening: a spinner shows meanwhile, and the box appears with focus in its first field.
 */
const box = createOnDemand(() => import('./AlertMeDialogBox'));

/** Props of `AlertMeDialog.Root`. */
export interface AlertMeDialogRootProps {
  /**
   * Hears every opening and closing. The open state itself is the page's one back-in-stock flow: it opens on
   * `alertMe.open` (a sold-out card or detail page, `useAlertMe().open(product)`) and closes on `alertMe.close`,
   * 'Fechar', Escape or a registration that went through.
   */
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  readonly children?: ReactNode;
}

/** Runs the page's back-in-stock flow (`useAlertMe`) for its parts; renders no element of its own. */
export function AlertMeDialogRoot({ onOpenChange, children }: AlertMeDialogRootProps): ReactNode {
  const flow = useAlertMe();
  const failureText = useStorefront().messages.productFlow.alertMeFailure;
  const { failed, returnFocus } = useProductFormDialog({
    isOpen: flow.isOpen,
    isSending: flow.isSending,
    failureText,
    onOpenChange,
  });
  const context = useMemo(() => ({ flow, failed, returnFocus }), [flow, failed, returnFocus]);
  return <AlertMeDialogContext.Provider value={context}>{children}</AlertMeDialogContext.Provider>;
}

/** Props of `AlertMeDialog.Content`: Radix `Dialog.Content`'s, plus `container` and `overlayClassName`. */
export type AlertMeDialogContentProps = AlertMeDialogBoxProps;

/** What shows while the box's module arrives on the first opening: a spinner announcing 'Carregando…'. */
function BoxLoading(): ReactNode {
  return (
    <div className="vt-alert-me-dialog__loading">
      <Spinner size="lg" />
    </div>
  );
}

const Box = box.part('AlertMeDialogBox');

/**
 * The modal box (a Radix `Dialog`, portalled over an overlay), open while the flow is. Its code loads the first
 * time the flow opens (nothing renders before, on the server neither); the opening is never lost: a spinner shows
 * until the box arrives with focus in its first field.
 */
export function AlertMeDialogContent(props: AlertMeDialogContentProps): ReactNode {
  const { flow } = useAlertMeDialogContext('Content');
  const opened = useRef(false);
  if (flow.isOpen) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={<BoxLoading />}>
      <Box {...props} />
    </Suspense>
  );
}

const Body = box.part('AlertMeDialogBody');

/** Props of the ready-made `<AlertMeDialog />`: the Root's, the Content's and the texts. */
export interface AlertMeDialogProps
  extends Omit<AlertMeDialogRootProps, 'children'>,
    Omit<AlertMeDialogContentProps, 'children' | 'title'>,
    AlertMeDialogBodyProps {}

/**
 * The back-in-stock ("Avise-me") modal, ready to mount once per page: it opens on any `alertMe.open` (a sold-out
 * card or detail page) with the product's name and image, asks for name, e-mail and phone with their messages
 * beside them, and sends with 'Avise-me'. A registration that went through (or an e-mail already waiting for the
 * product) closes it and the page's `AlertRegion` says so; a failure is said inside it and keeps what was typed.
 */
function AlertMeDialogDefault({
  onOpenChange,
  title,
  closeLabel,
  nameLabel,
  emailLabel,
  phoneLabel,
  buttonText,
  ...contentProps
}: AlertMeDialogProps): ReactNode {
  return (
    <AlertMeDialogRoot onOpenChange={onOpenChange}>
      <AlertMeDialogContent {...contentProps}>
        <Body
          title={title}
          closeLabel={closeLabel}
          nameLabel={nameLabel}
          emailLabel={emailLabel}
          phoneLabel={phoneLabel}
          buttonText={buttonText}
        />
      </AlertMeDialogContent>
    </AlertMeDialogRoot>
  );
}

/**
 * The parts, to compose your own dialog inside `AlertMeDialog.Content` (which loads them with the box). The
 * named exports `AlertMeDialogTitle`, `AlertMeDialogField`… are the same parts loaded with the page.
 */
export const AlertMeDialogParts = {
  Root: AlertMeDialogRoot,
  Content: AlertMeDialogContent,
  Title: box.part('AlertMeDialogTitle'),
  Close: box.part('AlertMeDialogClose'),
  Product: box.part('AlertMeDialogProduct'),
  ProductImage: box.part('AlertMeDialogProductImage'),
  ProductName: box.part('AlertMeDialogProductName'),
  Form: box.part('AlertMeDialogForm'),
  Field: box.part('AlertMeDialogField'),
  Status: box.part('AlertMeDialogStatus'),
  Submit: box.part('AlertMeDialogSubmit'),
};

/** The back-in-stock modal: `<AlertMeDialog />` ready-made, or `AlertMeDialog.Root / .Content / .Field / ...` composed. */
export const AlertMeDialog = Object.assign(AlertMeDialogDefault, AlertMeDialogParts);
