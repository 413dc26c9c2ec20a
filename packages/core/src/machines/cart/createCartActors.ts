import { fromPromise } from 'xstate';
import type { CartClient } from '../../client/createCartClient';
import type { AddToCartPayload } from '../../schemas/addToCartPayloadSchema';
import type { CartCountReply } from '../../schemas/cartCountReplySchema';
import type { Cart } from '../../schemas/cartSchema';
import type { FreeFreightTip } from '../../schemas/freeFreightTipSchema';
import type { FreightOption } from '../../schemas/freightOptionSchema';

/** What every cart actor receives: the store client of the machine's input (ignored when bound by `createCartActors(client)`). */
export interface CartActorInput {
  readonly client: CartClient;
}

/** The server's cart with the freight and postal code it keeps for the checkout (`null` when none). */
export interface CartReadBack {
  readonly cart: Cart;
  readonly freight: FreightOption | null;
  readonly cep: string | null;
  /**
   * `true` when the cart was read but the stored freight or postal code was not (that read failed): `freight`
   * and `cep` are then `null` and say nothing; the cart and its count are known all the same.
   */
  readonly freightUnknown?: boolean;
}

/** The cart as loaded, with the count reply that may announce products removed by the cart timer. */
export interface LoadedCart extends CartReadBack {
  readonly countReply: CartCountReply;
}

/**
 * Milliseconds before a cart change (add, quantity, delete, codes, freight) gives up. Shorter than the
 * client's default so one hung request does not hold the queue for long; a read always follows the failure.
 */
export const CART_MUTATION_TIMEOUT_MS = 8_000;

/**
 * The cart, the stored freight and the stored postal code, read together. Only the cart's failure fails the
 * read: a failed freight or postal-code read concerns the freight alone (`freightUnknown`).
 */
async function readBack(store: CartClient, signal: AbortSignal): Promise<CartReadBack> {
  // `undefined` marks a failed read: the store answers `null`, never `undefined`, for "none".
  const [cart, freight, cep] = await Promise.all([
    store.cart.get({ signal }),
    store.preCheckout.getShipping({ signal }).catch(() => undefined),
    store.preCheckout.getCep({ signal }).catch(() => undefined),
  ]);
  if (freight === undefined || cep === undefined)
    return { cart, freight: null, cep: null, freightUnknown: true };
  return { cart, freight, cep };
}

/** The freight options of a postal code and the free-freight tip (`null` when the store gave none or failed). */
export interface FreightQuote {
  readonly options: readonly FreightOption[];
  readonly tip: FreeFreightTip | null;
}

/**
 * The default I/O of `cartMachine`, one `fromPromise` actor per call, each passing XState's abort `signal`
 * to the client (a superseded request is really cancelled). Bound to `client` when given, otherwise to the
 * machine input's client. Swap any of them with `cartMachine.provide({ actors })`.
 */
export function createCartActors(client?: CartClient) {
  const storeOf = (input: CartActorInput): CartClient => client ?? input.client;
  return {
    /** Count first (its timer reply reports products the expired timer removed), then the cart, freight and postal code. */
    loadCart: fromPromise<LoadedCart, CartActorInput>(async ({ input, signal }) => {
      const store = storeOf(input);
      const countReply = await store.cart.count({ signal });
      return { ...(await readBack(store, signal)), countReply };
    }),
    /** One product (`cart.add`) or several at once (`cart.addMassive`); resolves the store's success flag. */
    addToCart: fromPromise<
      boolean,
      CartActorInput & { readonly items: readonly AddToCartPayload[]; readonly massive: boolean }
    >(async ({ input, signal }) => {
      const store = storeOf(input);
      const [first] = input.items;
      const call = { signal, timeoutMs: CART_MUTATION_TIMEOUT_MS };
      if (!input.massive && first && input.items.length === 1) return store.cart.add(first, call);
      return store.cart.addMassive(
        input.items.map((item) => ({
          idProduct: item.idProduct,
          idSku: item.idSku,
          quantity: item.quantity,
        })),
        call,
      );
    }),
    changeQuantity: fromPromise<
      Cart,
      CartActorInput & { readonly idCartItem: number; readonly quantity: number }
    >(({ input, signal }) =>
      storeOf(input).cart.changeQuantity(
        { idCartItem: input.idCartItem, quantity: input.quantity },
        { signal, timeoutMs: CART_MUTATION_TIMEOUT_MS },
      ),
    ),
    deleteItem: fromPromise<Cart, CartActorInput & { readonly idCartItem: number }>(({ input, signal }) =>
      storeOf(input).cart.deleteItem(
        { id: input.idCartItem },
        { signal, timeoutMs: CART_MUTATION_TIMEOUT_MS },
      ),
    ),
    cleanCart: fromPromise<Cart, CartActorInput>(({ input, signal }) =>
      storeOf(input).cart.clean({ signal, timeoutMs: CART_MUTATION_TIMEOUT_MS }),
    ),
    /** Applies or removes a discount key or a voucher; the reply is the updated cart. */
    changeCartCode: fromPromise<
      Cart,
      CartActorInput & {
        readonly code: 'discount' | 'voucher';
        readonly action: 'apply' | 'remove';
        readonly key: string;
      }
    >(({ input, signal }) => {
      const cart = storeOf(input).cart;
      const call = { signal, timeoutMs: CART_MUTATION_TIMEOUT_MS };
      if (input.code === 'discount') {
        return input.action === 'apply'
          ? cart.applyDiscount({ key: input.key }, call)
          : cart.removeDiscount(call);
      }
      return input.action === 'apply'
        ? cart.applyVoucher({ key: input.key }, call)
        : cart.removeVoucher(call);
    }),
    /**
     * Stores the chosen freight and its postal code (pre-checkout), then reads back the cart it now prices
     * with the stored freight and code; `false` when the store refused the freight.
     */
    saveFreight: fromPromise<
      CartReadBack | false,
      CartActorInput & { readonly option: FreightOption; readonly cep: string }
    >(async ({ input, signal }) => {
      const store = storeOf(input);
      const call = { signal, timeoutMs: CART_MUTATION_TIMEOUT_MS };
      const saved = await store.preCheckout.saveShipping({ shipping: input.option, cep: input.cep }, call);
      if (!saved) return false;
      await store.preCheckout.saveCep({ cep: input.cep }, call);
      return readBack(store, signal);
    }),
    /** Removes the freight from the cart and from the pre-checkout, so a reload does not bring it back. */
    cancelFreight: fromPromise<Cart, CartActorInput>(async ({ input, signal }) => {
      const store = storeOf(input);
      const call = { signal, timeoutMs: CART_MUTATION_TIMEOUT_MS };
      const cart = await store.cart.cancelFreight(call);
      await store.preCheckout.deleteShipping(call);
      return cart;
    }),
    /** The server's cart limits; rejects with the server's limit text when the cart breaks one. */
    checkCartLimits: fromPromise<boolean, CartActorInput>(({ input, signal }) =>
      storeOf(input).cart.cartLimits({ signal }),
    ),
    /** The freight options of a postal code; the free-freight tip is optional, so its failure reads as none. */
    calculateFreight: fromPromise<FreightQuote, CartActorInput & { readonly cep: string }>(
      async ({ input, signal }) => {
        const store = storeOf(input);
        const [options, tip] = await Promise.all([
          store.cart.freights({ cep: input.cep }, { signal }),
          store.cart.freeFreightTip({ cep: input.cep }, { signal }).catch(() => null),
        ]);
        return { options, tip };
      },
    ),
  };
}
