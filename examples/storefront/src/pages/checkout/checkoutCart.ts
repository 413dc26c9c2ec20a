import type { Cart, FreightOption } from '@vitrine/core';

/** What the store holds for this shopper's checkout: the cart, the freight chosen and its postal code. */
export interface CheckoutCart {
  readonly cart: Cart;
  readonly freight: FreightOption | null;
  readonly cep: string | null;
}
