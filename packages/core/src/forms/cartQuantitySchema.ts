import type * as z from 'zod/mini';
import { type FormMessages, formMessages } from './formMessages';
import { integerField } from './integerField';

/** Builds the cart-quantity schema: an integer from 1 to 9999, from a number or the input's string. */
export function createCartQuantitySchema(messages: FormMessages = formMessages) {
  return integerField(messages.cartQuantity.outOfRange, 1, 9999);
}

/** The cart-quantity schema with the spec's message ('Por favor, digite um valor entre 1 e 9999'). */
export const cartQuantitySchema = /* @__PURE__ */ createCartQuantitySchema();

/** A valid cart quantity. */
export type CartQuantityValue = z.output<typeof cartQuantitySchema>;
