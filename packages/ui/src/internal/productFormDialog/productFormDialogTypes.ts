import type { ProductFlowMessages } from '@vitrine/core';
import type { FormErrorProps, FormFieldProps } from '@vitrine/hooks';
import type { Dialog } from 'radix-ui';
import type { ComponentPropsWithRef, Context, ReactNode } from 'react';

/**
 * Where a product-form dialog stands, read from its flow's state: `closed`; `editing`; `sending` (a request is on
 * its way); `failed` (the last request failed: the flow is still open once it ended, since one that went through
 * closes it), until the next attempt or the closing.
 */
export type ProductFormDialogStatus = 'closed' | 'editing' | 'sending' | 'failed';

/** The contact fields every product-form dialog asks for, each drawn by the dialog's `Field` part. */
export type ContactField = 'name' | 'email' | 'phone';

/**
 * What a product-form dialog needs of its flow (`useAlertMe()`, `useQuote()`): the page's one flow of that form,
 * opened and closed on the provider's bus.
 */
export interface ProductFormFlow {
  readonly isOpen: boolean;
  /** A request is on its way. */
  readonly isSending: boolean;
  /** False while a field is invalid, for a flow that validates as the shopper types; `undefined` otherwise. */
  readonly canSubmit?: boolean | undefined;
  /** Closes the flow (publishes its close event on the bus). */
  close(): void;
  /** Validates and sends; an invalid form shows every message and sends nothing. */
  submit(): void;
  getFieldProps(field: string): FormFieldProps;
  getErrorProps(field: string): FormErrorProps;
}

/** What a dialog's Root gives its parts. */
export interface ProductFormDialogContextValue<Flow extends ProductFormFlow> {
  readonly flow: Flow;
  /** The dialog's status, from the flow's state. */
  readonly status: ProductFormDialogStatus;
  /** `status === 'failed'`: the last request failed and the shopper has not tried again nor closed the form. */
  readonly failed: boolean;
  /** Gives focus back to the element that opened the flow (`Dialog.Content`'s `onCloseAutoFocus`). */
  returnFocus(event: Event): void;
}

/** One product-form dialog: its name, its CSS block, its flow and the context its parts share. */
export interface ProductFormDialog<Flow extends ProductFormFlow> {
  /** The widget's name, in the error a part throws outside its Root: 'AlertMeDialog'. */
  readonly widget: string;
  /** The block of its CSS classes: 'vt-alert-me-dialog' gives `vt-alert-me-dialog__field`… */
  readonly block: string;
  /** The page's flow of this form: `useAlertMe`, `useQuote`. */
  readonly useFlow: () => Flow;
  /** The context its Root provides; `null` outside one. */
  readonly Context: Context<ProductFormDialogContextValue<Flow> | null>;
}

/** Props of a dialog's Root. */
export interface ProductFormDialogRootProps {
  /**
   * Hears every opening and closing. The open state itself is the page's one flow: it opens on the flow's open
   * event on the bus and closes on its close event, 'Fechar', Escape or a request that went through.
   */
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  readonly children?: ReactNode;
}

/** Props of the dialog box (a dialog's Content): Radix `Dialog.Content`'s, plus where it is portalled. */
export type ProductFormDialogBoxProps = ComponentPropsWithRef<typeof Dialog.Content> & {
  /** Where the overlay and the box are portalled; `document.body` when `undefined`. */
  readonly container?: HTMLElement | null | undefined;
  /** A class for the overlay behind the box. */
  readonly overlayClassName?: string | undefined;
};

/**
 * The texts every product-form dialog has: its `messages.ui.<widget>` section holds at least these, so a
 * `useUiMessages` call of the widget fits as is.
 */
export interface ProductFormDialogTexts {
  /** The heading, which names the dialog. */
  readonly title: string;
  /** The accessible name of the × button. */
  readonly close: string;
  /** The submit button's text. */
  readonly submit: string;
  readonly nameLabel: string;
  readonly emailLabel: string;
  readonly phoneLabel: string;
  /** The label of the message field, for a dialog that has one. */
  readonly messageLabel?: string | undefined;
}

/** What the box's parts need besides the dialog itself: the widget's texts and its failure text. */
export interface ProductFormDialogBoxConfig<Flow extends ProductFormFlow> extends ProductFormDialog<Flow> {
  /**
   * The widget's texts: its pt-BR defaults, the provider's `messages.ui.<widget>`, then `overrides` (a
   * `useUiMessages` call). Called at the top of the parts, as a hook.
   */
  readonly useTexts: (overrides?: { readonly close?: string | undefined }) => ProductFormDialogTexts;
  /** The failure the flow reports, from the provider's `productFlow` messages: shown inside the dialog. */
  readonly failureText: (messages: ProductFlowMessages) => string;
}
