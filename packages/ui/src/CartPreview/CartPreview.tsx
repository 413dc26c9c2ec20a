import { useCart } from '@vitrine/hooks';
import { Dialog } from 'radix-ui';
import { type ReactNode, Suspense } from 'react';
import { SheetContent } from '../foundation/Sheet/SheetContent';
import { Spinner } from '../foundation/Spinner/Spinner';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import { lazyParts } from '../internal/lazyParts';
import type { PartProps } from '../internal/partsContext';
import { splitProps } from '../internal/splitProps';
import type { CartPreviewSheetProps } from './CartPreviewSheet';
import { PreviewContext, usePreview, useTexts } from './cartPreviewContext';
import type { CartPreviewMessages } from './cartPreviewMessages';
import { cartPreviewSheetPropNames } from './cartPreviewSheetPropNames';
import { useCartPreviewOpen } from './useCartPreviewOpen';

/*
 * The sheet's body (lines, quantity, freight, totals, the out-of-stock modal, with QuantityInput, CepInput and
 * ConfirmDialog) is a module of its own, loaded the first time the sheet opens or its trigger is pointed at or
 * focused: a page pays for the trigger and the dialog frame only. The click that opens the sheet is never lost:
 * the sheet opens at once and shows 'Carregando carrinho' until its parts arrive.
 */
let sheetModule: Promise<typeof import('./CartPreviewSheet')> | undefined;
/** Loads the sheet's parts once per page (the module cache makes later calls free). */
function loadSheet() {
  sheetModule ??= import('./CartPreviewSheet');
  return sheetModule;
}
function preloadSheet() {
  void loadSheet();
}

/** The parts in that module, each a `lazy()` stand-in keeping its props. */
const sheet = lazyParts(loadSheet, [
  'CartPreviewSheet',
  'CartPreviewStatus',
  'CartPreviewLines',
  'CartPreviewLine',
  'CartPreviewLineImage',
  'CartPreviewLineName',
  'CartPreviewLineVariations',
  'CartPreviewLineStock',
  'CartPreviewLinePrice',
  'CartPreviewLineQuantity',
  'CartPreviewLineRemove',
  'CartPreviewLineError',
  'CartPreviewLineNotice',
  'CartPreviewFreight',
  'CartPreviewFreightTitle',
  'CartPreviewFreightCep',
  'CartPreviewFreightSubmit',
  'CartPreviewFreightResult',
  'CartPreviewFreightOptions',
  'CartPreviewFreightTip',
  'CartPreviewTotals',
  'CartPreviewActions',
  'CartPreviewEmpty',
  'CartPreviewUnavailable',
  'CartPreviewExhaustedDialog',
]);

/** What the sheet shows while its parts load: 'Carregando carrinho' (and the title when none is there yet). */
function SheetLoading({ withTitle = false, label }: { withTitle?: boolean; label?: string | undefined }) {
  const { ui } = useTexts({ loading: label });
  return (
    <div className="vt-cart-preview__body" data-loading="">
      {withTitle ? <Title /> : null}
      <Spinner label={ui.loading} />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------

/** Props of `CartPreview.Root`: the open trio, and whether any `cart.view` of the page opens it. */
export interface CartPreviewRootProps {
  /** Controlled open state; `undefined` leaves it to the preview. */
  readonly open?: boolean | undefined;
  /** Opens on mount when uncontrolled; `false` by default. */
  readonly defaultOpen?: boolean | undefined;
  /** Hears every opening and closing. */
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  /** Opens on every `cart.view` of the page (the `CartCount` button, a script); `true` by default. */
  readonly openOnCartView?: boolean | undefined;
  readonly children?: ReactNode;
}

/** The preview's state (a Radix modal `Dialog`); renders no element of its own. */
function Root({ open, defaultOpen, onOpenChange, openOnCartView, children }: CartPreviewRootProps) {
  const state = useCartPreviewOpen({ open, defaultOpen, onOpenChange, openOnCartView });
  return (
    <PreviewContext.Provider value={state}>
      <Dialog.Root open={state.open} onOpenChange={state.setOpen} modal={false}>
        {children}
      </Dialog.Root>
    </PreviewContext.Provider>
  );
}

/** Props of `CartPreview.Trigger`. */
export type CartPreviewTriggerProps = PartProps<'button'>;

/**
 * A button that opens the sheet (the header's `CartCount` opens it too, through the bus). Pointing at it or
 * focusing it starts loading the sheet's parts, so they are usually there by the time it is pressed.
 */
function Trigger({ className, onPointerEnter, onFocus, ...props }: CartPreviewTriggerProps) {
  return (
    <Dialog.Trigger
      {...props}
      onPointerEnter={composeEventHandlers(onPointerEnter, preloadSheet)}
      onFocus={composeEventHandlers(onFocus, preloadSheet)}
      className={cx('vt-cart-preview__trigger', className)}
    />
  );
}

/** Props of `CartPreview.Content`. */
export type CartPreviewContentProps = PartProps<'div'> & {
  /** Where the overlay and the sheet are portalled; `document.body` when `undefined`. */
  readonly container?: HTMLElement | null | undefined;
  /** Radix's close focus hook; ours returns focus to the opener unless you call `preventDefault()`. */
  readonly onCloseAutoFocus?: ((event: Event) => void) | undefined;
};

/**
 * The modal side sheet (full width at 360 px, a column on the right from 640 px) over an overlay, portalled:
 * focus is trapped inside, Escape and the overlay close it, focus returns to whatever opened it.
 * `data-state="open|closed"` for enter/exit styles; `aria-busy` (and `data-busy`) while the cart loads or a
 * cart request is pending. While the sheet's parts
 * are still loading (the first opening), it shows the title and 'Carregando carrinho'.
 */
function Content({ className, container, children, ...props }: CartPreviewContentProps) {
  const preview = usePreview('Content');
  const { isLoading, busy } = useCart((view) => ({ isLoading: view.isLoading, busy: view.busy }));
  return (
    <Dialog.Portal container={container}>
      <SheetContent
        open={preview.open}
        overlayClassName="vt-sheet-overlay vt-cart-preview__overlay"
        aria-describedby={undefined}
        aria-busy={isLoading || busy || undefined}
        data-loading={dataFlag(isLoading)}
        data-busy={dataFlag(busy)}
        {...props}
        data-side="end"
        className={cx('vt-sheet vt-cart-preview', className)}
      >
        <Suspense fallback={<SheetLoading withTitle />}>{children}</Suspense>
      </SheetContent>
    </Dialog.Portal>
  );
}

/** Props of `CartPreview.Title`. */
export type CartPreviewTitleProps = PartProps<'h2'>;

/** The sheet's heading, naming the dialog ('Meu Carrinho' by default). */
function Title({ className, children, ...props }: CartPreviewTitleProps) {
  const { ui } = useTexts();
  return (
    <Dialog.Title {...props} className={cx('vt-cart-preview__title', className)}>
      {children ?? ui.title}
    </Dialog.Title>
  );
}

/** Props of `CartPreview.Close`. */
export type CartPreviewCloseProps = PartProps<'button'> & {
  /** The accessible name; 'Fechar carrinho' when `undefined`. */
  readonly label?: string | undefined;
};

/** The × button of the sheet's header. */
function Close({ className, label, children, ...props }: CartPreviewCloseProps) {
  const { ui } = useTexts({ close: label });
  return (
    <Dialog.Close aria-label={ui.close} {...props} className={cx('vt-cart-preview__close', className)}>
      {children ?? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </Dialog.Close>
  );
}

// ---------------------------------------------------------------------------------------------------------

/** Props of the ready-made `<CartPreview />`: the Root's, a trigger, and the texts. */
export interface CartPreviewProps
  extends Omit<CartPreviewRootProps, 'children'>,
    Omit<CartPreviewContentProps, 'children' | 'title'>,
    CartPreviewSheetProps {
  /** A trigger's content (e.g. an icon); no trigger when `undefined` (the header's `CartCount` opens it). */
  readonly trigger?: ReactNode;
  /** The sheet's title; 'Meu Carrinho' when `undefined`. */
  readonly title?: string | undefined;
  /** The × button's name; 'Fechar carrinho' when `undefined`. */
  readonly close?: string | undefined;
  /** Shown while the sheet's parts load on its first opening; 'Carregando carrinho' when `undefined`. */
  readonly loading?: string | undefined;
  /** The quantity field's name of a line. */
  readonly quantityLabel?: CartPreviewMessages['quantityLabel'] | undefined;
}

/**
 * The cart preview, ready to drop in once per page: a modal side sheet opened by the header's `CartCount`
 * badge (any `cart.view`) or by its own `trigger`, with the lines, the freight calculator, the totals, the
 * actions and the out-of-stock modal. Its body loads the first time it is wanted.
 */
function CartPreviewDefault({
  open,
  defaultOpen,
  onOpenChange,
  openOnCartView,
  trigger,
  title,
  close,
  loading,
  ...props
}: CartPreviewProps) {
  const [sheetProps, contentProps] = splitProps(props, cartPreviewSheetPropNames);
  return (
    <Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} openOnCartView={openOnCartView}>
      {trigger === undefined ? null : <Trigger>{trigger}</Trigger>}
      <Content {...contentProps}>
        <div className="vt-cart-preview__header">
          <Title>{title}</Title>
          <Close label={close} />
        </div>
        <Suspense fallback={<SheetLoading label={loading} />}>
          <sheet.CartPreviewSheet {...sheetProps} />
        </Suspense>
      </Content>
    </Root>
  );
}

/**
 * The parts of the cart preview, to compose your own sheet (a line of your own from `Line*` parts inside
 * `Line`, a calculator from `Freight*` parts inside `Freight`). The body parts (Status to ExhaustedDialog) load
 * with the sheet's module on first use (`Content` shows 'Carregando carrinho' meanwhile); import
 * `CartPreviewLine` and the other named parts to have them at once instead.
 */
export const CartPreviewParts = {
  Root,
  Trigger,
  Content,
  Title,
  Close,
  Status: sheet.CartPreviewStatus,
  Lines: sheet.CartPreviewLines,
  Line: sheet.CartPreviewLine,
  LineImage: sheet.CartPreviewLineImage,
  LineName: sheet.CartPreviewLineName,
  LineVariations: sheet.CartPreviewLineVariations,
  LineStock: sheet.CartPreviewLineStock,
  LinePrice: sheet.CartPreviewLinePrice,
  LineQuantity: sheet.CartPreviewLineQuantity,
  LineRemove: sheet.CartPreviewLineRemove,
  LineError: sheet.CartPreviewLineError,
  LineNotice: sheet.CartPreviewLineNotice,
  Freight: sheet.CartPreviewFreight,
  FreightTitle: sheet.CartPreviewFreightTitle,
  FreightCep: sheet.CartPreviewFreightCep,
  FreightSubmit: sheet.CartPreviewFreightSubmit,
  FreightResult: sheet.CartPreviewFreightResult,
  FreightOptions: sheet.CartPreviewFreightOptions,
  FreightTip: sheet.CartPreviewFreightTip,
  Totals: sheet.CartPreviewTotals,
  Actions: sheet.CartPreviewActions,
  Empty: sheet.CartPreviewEmpty,
  Unavailable: sheet.CartPreviewUnavailable,
  ExhaustedDialog: sheet.CartPreviewExhaustedDialog,
};

/** The cart preview: `<CartPreview />` ready-made, or `CartPreview.Root / .Trigger / .Content / .Lines / ...` composed. */
export const CartPreview = Object.assign(CartPreviewDefault, CartPreviewParts);

export {
  Close as CartPreviewClose,
  Content as CartPreviewContent,
  Root as CartPreviewRoot,
  Title as CartPreviewTitle,
  Trigger as CartPreviewTrigger,
};
