import {
  type Cart,
  type CartActionEvent,
  type CartRedirectTiming,
  cartAction,
  type StorefrontBus,
  type StorefrontCartLine,
} from '@vitrine/core';
import type { CartActor } from './cartActorTypes';

/**
 * What the shopper can do with the cart; every function is stable for the page's lifetime. The cart changes
 * (`add`, `addMassive`, `buyNow`, `changeQuantity`, `remove`, `clean`) tell their outcome: each resolves with the
 * confirmed cart once the server took it and nothing is pending (`await cart.add(...)`), or rejects with a
 * `StoreApiError` when it did not: an add the store refused or that is missing from the cart read after it (its
 * message is the alert the shopper saw, e.g. 'Produto 999999 não encontrado.'), the failure shown next to a line,
 * or a cart that could not be read. Core's `cartAction` does the same outside React. Calling them without `await`
 * is fine (a rejection nobody awaits is not reported as unhandled).
 */
export interface CartActions {
  /** Adds a product (two calls add twice); success and failure show as alerts, and reject (see above). */
  add(line: StorefrontCartLine & { readonly isRecurrent?: boolean | undefined }): Promise<Cart>;
  /** Adds several products in one request (buy-together). */
  addMassive(lines: readonly StorefrontCartLine[]): Promise<Cart>;
  /** One-click buy: adds, then navigates to '/checkout/payment' (after 1 s unless `redirect` is 'immediate'). */
  buyNow(line: StorefrontCartLine & { readonly redirect?: CartRedirectTiming | undefined }): Promise<Cart>;
  /** The quantity as typed (text or number): normalised to 1..9999 and capped at the line's stock. */
  changeQuantity(idCartItem: number, quantity: number | string): Promise<Cart>;
  /** Deletes a line at once (optimistically); a failure puts it back with the server's text. */
  remove(idCartItem: number): Promise<Cart>;
  /** Empties the cart. */
  clean(): Promise<Cart>;
  /** Hides the error shown next to a line. */
  dismissLineError(idCartItem: number): void;
  /** Reads the cart again. */
  reload(): void;
  /** The shopper opened the cart: publishes `cart.view` (the cart reloads, `view_cart` is sent, previews open). */
  view(): void;
  /** The postal code field changed; a complete code (9 characters) is quoted at once. */
  setCep(value: string): void;
  /** The freight form was submitted ('Por favor, insira um cep.' without a valid code). */
  calculateFreight(): void;
  /** Chooses a quoted option: it is stored and added to the total. */
  selectFreight(idShippingMode: number): void;
  /** Removes the chosen freight. */
  cancelFreight(): void;
  applyDiscount(key: string): void;
  removeDiscount(): void;
  applyVoucher(key: string): void;
  removeVoucher(): void;
  /** 'Finalizar Compra': blocked with out-of-stock lines, else the limits are checked, then '/checkout/identification'. */
  checkout(): void;
  /** 'Excluir Produto(s)' of the out-of-stock modal: deletes every exhausted line. */
  removeExhausted(): void;
  /** Closes the out-of-stock modal. */
  closeExhausted(): void;
}

/**
 * The actions of `actor`. The provider's services keep the set made for its cart actor (see `useCart`), so
 * components receive the same functions every render.
 */
export function cartActionsOf(actor: CartActor, bus: StorefrontBus): CartActions {
  /** Sends `event`, then settles: the confirmed cart, or why it did not happen. */
  const perform = (event: CartActionEvent): Promise<Cart> => {
    const settled = cartAction(actor, event);
    // Handled here so a caller that does not await it gets no unhandled rejection; awaiting still rejects.
    settled.catch(() => {});
    return settled;
  };
  const actions: CartActions = {
    add: ({ idProduct, idSku, quantity, isRecurrent }) =>
      perform({ type: 'cart.add', idProduct, idSku, quantity, isRecurrent }),
    addMassive: (lines) =>
      perform({
        type: 'cart.addMassive',
        items: lines.map(({ idProduct, idSku, quantity }) => ({ idProduct, idSku, quantity })),
      }),
    buyNow: ({ idProduct, idSku, quantity, redirect }) =>
      perform({ type: 'cart.buyNow', idProduct, idSku, quantity, redirect }),
    changeQuantity: (idCartItem, quantity) => perform({ type: 'cart.changeQuantity', idCartItem, quantity }),
    remove: (idCartItem) => perform({ type: 'cart.remove', idCartItem }),
    clean: () => perform({ type: 'cart.clean' }),
    dismissLineError: (idCartItem) => actor.send({ type: 'cart.dismissLineError', idCartItem }),
    reload: () => actor.send({ type: 'cart.reload' }),
    view: () => bus.publish({ type: 'cart.view' }),
    setCep: (value) => actor.send({ type: 'cep.change', value }),
    calculateFreight: () => actor.send({ type: 'freight.calculate' }),
    selectFreight: (idShippingMode) => actor.send({ type: 'freight.select', idShippingMode }),
    cancelFreight: () => actor.send({ type: 'freight.cancel' }),
    applyDiscount: (key) => actor.send({ type: 'discount.apply', key }),
    removeDiscount: () => actor.send({ type: 'discount.remove' }),
    applyVoucher: (key) => actor.send({ type: 'voucher.apply', key }),
    removeVoucher: () => actor.send({ type: 'voucher.remove' }),
    checkout: () => actor.send({ type: 'checkout.start' }),
    removeExhausted: () => actor.send({ type: 'exhausted.remove' }),
    closeExhausted: () => actor.send({ type: 'exhausted.close' }),
  };
  return actions;
}
