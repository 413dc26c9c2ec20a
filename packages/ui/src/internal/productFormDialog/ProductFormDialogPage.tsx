import { type ComponentType, type ReactNode, Suspense, useMemo, useRef } from 'react';
import { Spinner } from '../../foundation/Spinner/Spinner';
import { usePartsContext } from '../partsContext';
import { splitProps } from '../splitProps';
import type {
  ProductFormDialog,
  ProductFormDialogBoxProps,
  ProductFormDialogRootProps,
  ProductFormFlow,
} from './productFormDialogTypes';
import { useProductFormDialog } from './useProductFormDialog';

/*
 * The page side of a product-form dialog: what a page holds before anyone opens the form (the flow's hook, a Root
 * that provides it, a Content that renders nothing until the first opening). The box and its parts live in
 * `ProductFormDialogParts.tsx`, which travels with the box module each widget fetches on the first opening.
 * Each widget wraps these with its own dialog (`dialog`) under its own names.
 */

/** Props of `ProductFormDialogRoot`: the Root's, and the dialog it runs. */
export type ProductFormDialogRootPartProps<Flow extends ProductFormFlow> = ProductFormDialogRootProps & {
  readonly dialog: ProductFormDialog<Flow>;
};

/** Runs the dialog's flow and its status for its parts; renders no element of its own. */
export function ProductFormDialogRoot<Flow extends ProductFormFlow>({
  dialog,
  onOpenChange,
  children,
}: ProductFormDialogRootPartProps<Flow>): ReactNode {
  const { Context, useFlow } = dialog;
  const flow = useFlow();
  const { status, returnFocus } = useProductFormDialog(flow, onOpenChange);
  const context = useMemo(
    () => ({ flow, status, failed: status === 'failed', returnFocus }),
    [flow, status, returnFocus],
  );
  return <Context.Provider value={context}>{children}</Context.Provider>;
}

/** Props of `ProductFormDialogContent`: the box's, the dialog, and the box's on-demand stand-in. */
export type ProductFormDialogContentPartProps<Flow extends ProductFormFlow> = ProductFormDialogBoxProps & {
  readonly dialog: ProductFormDialog<Flow>;
  /** The box module's box (`createOnDemand(...).part('...Box')`). */
  readonly box: ComponentType<ProductFormDialogBoxProps>;
};

/**
 * The box, loaded on demand: nothing before the flow first opens (on the server neither), then a spinner
 * ('Carregando…', `<block>__loading`) until the box's module has arrived; the opening is never lost.
 */
export function ProductFormDialogContent<Flow extends ProductFormFlow>({
  dialog,
  box: Box,
  ...props
}: ProductFormDialogContentPartProps<Flow>): ReactNode {
  const { flow } = usePartsContext(dialog.Context, dialog.widget, 'Content');
  const opened = useRef(false);
  if (flow.isOpen) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense
      fallback={
        <div className={`${dialog.block}__loading`}>
          <Spinner size="lg" />
        </div>
      }
    >
      <Box {...props} />
    </Suspense>
  );
}

/** Props of a ready-made dialog: the Root's, the Content's and the texts of its body. */
export type ProductFormDialogProps<BodyProps> = Omit<ProductFormDialogRootProps, 'children'> &
  Omit<ProductFormDialogBoxProps, 'children' | 'title'> &
  BodyProps;

/** Props of `ProductFormDialogDefault`: the ready-made's, plus the dialog, its box and body, and the body's keys. */
export type ProductFormDialogDefaultProps<
  Flow extends ProductFormFlow,
  BodyProps,
> = ProductFormDialogProps<BodyProps> & {
  readonly dialog: ProductFormDialog<Flow>;
  readonly box: ComponentType<ProductFormDialogBoxProps>;
  /** The box module's ready-made body (an on-demand stand-in). */
  readonly body: ComponentType<BodyProps>;
  /** The names of the body's text props, which go to `body` rather than to the box. */
  readonly bodyKeys: readonly (keyof BodyProps)[];
};

/** The ready-made dialog: Root, Content and the widget's body, the text props handed to the body. */
export function ProductFormDialogDefault<Flow extends ProductFormFlow, BodyProps extends object>({
  dialog,
  box,
  body: Body,
  bodyKeys,
  onOpenChange,
  ...props
}: ProductFormDialogDefaultProps<Flow, BodyProps>): ReactNode {
  const [texts, contentProps] = splitProps(props as BodyProps & ProductFormDialogBoxProps, bodyKeys);
  return (
    <ProductFormDialogRoot dialog={dialog} onOpenChange={onOpenChange}>
      <ProductFormDialogContent {...(contentProps as ProductFormDialogBoxProps)} dialog={dialog} box={box}>
        <Body {...(texts as BodyProps)} />
      </ProductFormDialogContent>
    </ProductFormDialogRoot>
  );
}
