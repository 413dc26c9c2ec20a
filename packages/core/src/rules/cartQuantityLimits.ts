/** The smallest quantity of a cart line (the spec's bound; the typed-quantity rule resets below it). */
export const MIN_CART_QUANTITY = 1;

/** The largest quantity of a cart line (the spec's bound: 'Por favor, digite um valor entre 1 e 9999'). */
export const MAX_CART_QUANTITY = 9999;
