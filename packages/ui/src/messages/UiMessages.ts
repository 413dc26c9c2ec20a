import type { DeepPartial } from '@vitrine/hooks';

/**
 * The texts of every widget, by widget. Empty here on purpose: each widget adds its own section from its
 * folder with a module augmentation, so widgets stay independent and importing one does not pull the
 * others' texts:
 *
 * ```ts
 * declare module '../messages/UiMessages' {
 *   interface UiMessages { cartPreview: CartPreviewMessages }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: widgets augment it, one section each.
export interface UiMessages {}

declare module '@vitrine/hooks' {
  interface StorefrontMessages {
    /** Texts of the stock UI kit's widgets, by widget; `undefined` keeps every widget's pt-BR defaults. */
    ui?: DeepPartial<UiMessages>;
  }
}
