import type { ReactNode } from 'react';
import { createOnDemand } from '../internal/createOnDemand';
import {
  ProductFormDialogContent,
  ProductFormDialogDefault,
  type ProductFormDialogProps,
  ProductFormDialogRoot,
} from '../internal/productFormDialog/ProductFormDialogPage';
import type { ProductFormDialogRootProps } from '../internal/productFormDialog/productFormDialogTypes';
import type { AlertMeDialogBodyProps, AlertMeDialogBoxProps } from './AlertMeDialogBox';
import { alertMeDialog } from './alertMeDialogContext';

/*
 * The page mounts `<AlertMeDialog />` once; until a shopper asks to be notified it is only the flow's hook (which
 * listens for `alertMe.open` on the bus) and this file. The box, its fields and their helpers are a module of their
 * own, fetched on the first opening: a spinner shows meanwhile, and the box appears with focus in its first field.
 * Root, Content and the ready-made dialog are the shared product-form dialog's (`internal/productFormDialog`).
 */
const box = createOnDemand(() => import('./AlertMeDialogBox'));
const Box = box.part('AlertMeDialogBox');
const Body = box.part('AlertMeDialogBody');
const bodyKeys = ['title', 'closeLabel', 'nameLabel', 'emailLabel', 'phoneLabel', 'buttonText'] as const;

/**
 * Props of `AlertMeDialog.Root`: `onOpenChange` hears every opening and closing. The open state itself is the
 * page's one back-in-stock flow: it opens on `alertMe.open` (a sold-out card or detail page,
 * `useAlertMe().open(product)`) and closes on `alertMe.close`, 'Fechar', Escape or a registration that went through.
 */
export type AlertMeDialogRootProps = ProductFormDialogRootProps;

/** Props of `AlertMeDialog.Content`: Radix `Dialog.Content`'s, plus `container` and `overlayClassName`. */
export type AlertMeDialogContentProps = AlertMeDialogBoxProps;

/** Props of the ready-made `<AlertMeDialog />`: the Root's, the Content's and the texts. */
export type AlertMeDialogProps = ProductFormDialogProps<AlertMeDialogBodyProps>;

/** Runs the page's back-in-stock flow (`useAlertMe`) for its parts; renders no element of its own. */
export function AlertMeDialogRoot(props: AlertMeDialogRootProps): ReactNode {
  return <ProductFormDialogRoot {...props} dialog={alertMeDialog} />;
}

/**
 * The modal box (a Radix `Dialog`, portalled over an overlay), open while the flow is. Its code loads the first
 * time the flow opens (nothing renders before, on the server neither); the opening is never lost: a spinner shows
 * until the box arrives with focus in its first field.
 */
export function AlertMeDialogContent(props: AlertMeDialogContentProps): ReactNode {
  return <ProductFormDialogContent {...props} dialog={alertMeDialog} box={Box} />;
}

/**
 * The back-in-stock ("Avise-me") modal, ready to mount once per page: it opens on any `alertMe.open` (a sold-out
 * card or detail page) with the product's name and image, asks for name, e-mail and phone with their messages
 * beside them, and sends with 'Avise-me'. A registration that went through (or an e-mail already waiting for the
 * product) closes it and the page's `AlertRegion` says so; a failure is said inside it and keeps what was typed.
 */
function AlertMeDialogDefault(props: AlertMeDialogProps): ReactNode {
  return (
    <ProductFormDialogDefault {...props} dialog={alertMeDialog} box={Box} body={Body} bodyKeys={bodyKeys} />
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
