import { useQuote, useStorefront } from '@vitrine/hooks';
import { type ReactNode, Suspense, useMemo, useRef } from 'react';
import { Spinner } from '../foundation/Spinner/Spinner';
import { createOnDemand } from '../internal/createOnDemand';
import { useProductFormDialog } from '../internal/useProductFormDialog';
import type { QuoteDialogBodyProps, QuoteDialogBoxProps } from './QuoteDialogBox';
import { QuoteDialogContext, useQuoteDialogContext } from './quoteDialogContext';

/*
 * The page mounts `<QuoteDialog />` once; until a shopper asks for a quote it is only the flow's hook (which listens
 * for `quote.open` on the bus) and this file. The box, its fields and their helpers are a module of their own,
 * fetched on the first opening: a spinner shows meanwhile, and the box appears with focus in its first field.
 */
const box = createOnDemand(() => import('./QuoteDialogBox'));

/** Props of `QuoteDialog.Root`. */
export interface QuoteDialogRootProps {
  /**
   * Hears every opening and closing. The open state itself is the page's one quote flow: it opens on `quote.open`
   * (a budget button of a card, the detail page or the buy-together block, `useQuote().open(products)`) and closes
   * on `quote.close`, 'Fechar', Escape or a quote that went through.
   */
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  readonly children?: ReactNode;
}

/** Runs the page's quote flow (`useQuote`) for its parts; renders no element of its own. */
export function QuoteDialogRoot({ onOpenChange, children }: QuoteDialogRootProps): ReactNode {
  const flow = useQuote();
  const failureText = useStorefront().messages.productFlow.quoteFailure;
  const { failed, returnFocus } = useProductFormDialog({
    isOpen: flow.isOpen,
    isSending: flow.isSending,
    failureText,
    onOpenChange,
  });
  const context = useMemo(() => ({ flow, failed, returnFocus }), [flow, failed, returnFocus]);
  return <QuoteDialogContext.Provider value={context}>{children}</QuoteDialogContext.Provider>;
}

/** Props of `QuoteDialog.Content`: Radix `Dialog.Content`'s, plus `container` and `overlayClassName`. */
export type QuoteDialogContentProps = QuoteDialogBoxProps;

/** What shows while the box's module arrives on the first opening: a spinner announcing 'Carregando…'. */
function BoxLoading(): ReactNode {
  return (
    <div className="vt-quote-dialog__loading">
      <Spinner size="lg" />
    </div>
  );
}

const Box = box.part('QuoteDialogBox');

/**
 * The modal box (a Radix `Dialog`, portalled over an overlay), open while the flow is. Its code loads the first
 * time the flow opens (nothing renders before, on the server neither); the opening is never lost: a spinner shows
 * until the box arrives with focus in its first field.
 */
export function QuoteDialogContent(props: QuoteDialogContentProps): ReactNode {
  const { flow } = useQuoteDialogContext('Content');
  const opened = useRef(false);
  if (flow.isOpen) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={<BoxLoading />}>
      <Box {...props} />
    </Suspense>
  );
}

const Body = box.part('QuoteDialogBody');

/** Props of the ready-made `<QuoteDialog />`: the Root's, the Content's and the texts. */
export interface QuoteDialogProps
  extends Omit<QuoteDialogRootProps, 'children'>,
    Omit<QuoteDialogContentProps, 'children' | 'title'>,
    QuoteDialogBodyProps {}

/**
 * The quote-request popup, ready to mount once per page: it opens on any `quote.open` (a price-on-request card or
 * detail page, a buy-together bundle) with the products and their SKU, asks for name, e-mail, phone and message
 * (a signed-in customer's details prefilled) with their messages beside them after a first attempt, and sends with
 * 'Solicitar Orcamento'. A quote that went through closes it and the page's `AlertRegion` says so; a failure is
 * said inside it and keeps what was typed.
 */
function QuoteDialogDefault({
  onOpenChange,
  title,
  closeLabel,
  nameLabel,
  emailLabel,
  phoneLabel,
  messageLabel,
  buttonText,
  ...contentProps
}: QuoteDialogProps): ReactNode {
  return (
    <QuoteDialogRoot onOpenChange={onOpenChange}>
      <QuoteDialogContent {...contentProps}>
        <Body
          title={title}
          closeLabel={closeLabel}
          nameLabel={nameLabel}
          emailLabel={emailLabel}
          phoneLabel={phoneLabel}
          messageLabel={messageLabel}
          buttonText={buttonText}
        />
      </QuoteDialogContent>
    </QuoteDialogRoot>
  );
}

/**
 * The parts, to compose your own dialog inside `QuoteDialog.Content` (which loads them with the box). The named
 * exports `QuoteDialogTitle`, `QuoteDialogField`… are the same parts loaded with the page.
 */
export const QuoteDialogParts = {
  Root: QuoteDialogRoot,
  Content: QuoteDialogContent,
  Title: box.part('QuoteDialogTitle'),
  Close: box.part('QuoteDialogClose'),
  Products: box.part('QuoteDialogProducts'),
  Product: box.part('QuoteDialogProduct'),
  Form: box.part('QuoteDialogForm'),
  Field: box.part('QuoteDialogField'),
  Message: box.part('QuoteDialogMessage'),
  Status: box.part('QuoteDialogStatus'),
  Submit: box.part('QuoteDialogSubmit'),
};

/** The quote popup: `<QuoteDialog />` ready-made, or `QuoteDialog.Root / .Content / .Field / ...` composed. */
export const QuoteDialog = Object.assign(QuoteDialogDefault, QuoteDialogParts);
