/** The texts of `QuantityInput` (its error texts are the provider's `messages.rules`). */
export interface QuantityInputMessages {
  /** The field's label. */
  label: string;
  /** The accessible name of the − button. */
  decrement: string;
  /** The accessible name of the + button. */
  increment: string;
}

/** The pt-BR defaults ('Quantidade' as the spec names the field; the button names are ours). */
export const quantityInputMessages: QuantityInputMessages = {
  label: 'Quantidade',
  decrement: 'Diminuir quantidade',
  increment: 'Aumentar quantidade',
};
