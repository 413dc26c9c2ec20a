import type { ReactNode } from 'react';
import { createOnDemand } from '../internal/createOnDemand';
import {
  ProductFormDialogContent,
  ProductFormDialogDefault,
  type ProductFormDialogProps,
  ProductFormDialogRoot,
} from '../internal/productFormDialog/ProductFormDialogPage';
import type { ProductFormDialogRootProps } from '../internal/productFormDialog/productFormDialogTypes';
import type { QuoteDialogBodyProps, QuoteDialogBoxProps } from './QuoteDialogBox';
import { quoteDialog } from './quoteDialogContext';

/*
 * The page mounts `<QuoteDialog />` once; until a shopper asks for a quote it is only the flow's hook (which listens
 * for `quote.open` on the bus) and this file. The box, its fields and their helpers are a module of their own,
 * fetched on the first opening: a spinner shows meanwhile, and the box appears with focus in its first field.
 * Root, Content and the ready-made dialog are the shared product-form dialog's (`internal/productFormDialog`).
 */
const box = createOnDemand(() => import('./QuoteDialogBox'));
const Box = box.part('QuoteDialogBox');
const Body = box.part('QuoteDialogBody');
const bodyKeys = [
  'title',
  'closeLabel',
  'nameLabel',
  'emailLabel',
  'phoneLabel',
  'messageLabel',
  'buttonText',
] as const;

/**
 * Props of `QuoteDialog.Root`: `onOpenChange` hears every opening and closing. The open state itself is the page's
 * one quote flow: it opens on `quote.open` (a budget button of a card, the detail page or the buy-together block,
 * `useQuote().open(products)`) and closes on `quote.close`, 'Fechar', Escape or a quote that went through.
 */
export type QuoteDialogRootProps = ProductFormDialogRootProps;

/** Props of `QuoteDialog.Content`: Radix `Dialog.Content`'s, plus `container` and `overlayClassName`. */
export type QuoteDialogContentProps = QuoteDialogBoxProps;

/** Props of the ready-made `<QuoteDialog />`: the Root's, the Content's and the texts. */
export type QuoteDialogProps = ProductFormDialogProps<QuoteDialogBodyProps>;

/** Runs the page's quote flow (`useQuote`) for its parts; renders no element of its own. */
export function QuoteDialogRoot(props: QuoteDialogRootProps): ReactNode {
  return <ProductFormDialogRoot {...props} dialog={quoteDialog} />;
}

/**
 * The modal box (a Radix `Dialog`, portalled over an overlay), open while the flow is. Its code loads the first
 * time the flow opens (nothing renders before, on the server neither); the opening is never lost: a spinner shows
 * until the box arrives with focus in its first field.
 */
export function QuoteDialogContent(props: QuoteDialogContentProps): ReactNode {
  return <ProductFormDialogContent {...props} dialog={quoteDialog} box={Box} />;
}

/**
 * The quote-request popup, ready to mount once per page: it opens on any `quote.open` (a price-on-request card or
 * detail page, a buy-together bundle) with the products and their SKU, asks for name, e-mail, phone and message
 * (a signed-in customer's details prefilled) with their messages beside them after a first attempt, and sends with
 * 'Solicitar Orcamento'. A quote that went through closes it and the page's `AlertRegion` says so; a failure is
 * said inside it and keeps what was typed.
 */
function QuoteDialogDefault(props: QuoteDialogProps): ReactNode {
  return (
    <ProductFormDialogDefault {...props} dialog={quoteDialog} box={Box} body={Body} bodyKeys={bodyKeys} />
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
