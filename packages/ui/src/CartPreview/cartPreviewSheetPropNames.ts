import type { CartPreviewSheetProps } from './CartPreviewSheet';

/**
 * The ready-made `CartPreview`'s props that belong to its on-demand sheet (its texts and the CEP lookup switch):
 * a module of its own, so the page's first download knows their names without the sheet's code.
 */
export const cartPreviewSheetPropNames = [
  'remove',
  'quantityLabel',
  'outOfStock',
  'freightTitle',
  'calculate',
  'calculating',
  'freightOptions',
  'subtotal',
  'freight',
  'discount',
  'total',
  'linesLabel',
  'continueShopping',
  'checkout',
  'exhaustedClose',
  'deleteAll',
  'showLookupLink',
] as const satisfies readonly (keyof CartPreviewSheetProps)[];

/** A sheet prop missing from the list above fails to compile here (it would land on the sheet's element). */
type Unlisted = Exclude<keyof CartPreviewSheetProps, (typeof cartPreviewSheetPropNames)[number]>;
export const everySheetPropListed: [Unlisted] extends [never] ? true : never = true;
