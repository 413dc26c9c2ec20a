import { fromPromise, type InputFrom, type OutputFrom } from 'xstate';
import type { StoreClient } from '../../../client/StoreClient';
import { effectivePrice } from '../../../rules/effectivePrice';
import type { CartItem } from '../../../schemas/cartItemSchema';
import type { Cart } from '../../../schemas/cartSchema';
import type { FreightOption } from '../../../schemas/freightOptionSchema';
import type { createCartActors } from '../createCartActors';

type CartActors = ReturnType<typeof createCartActors>;

/** The name of one of the cart machine's actors. */
export type CartActorName = keyof CartActors;

/** A fake actor with the input and output types the machine expects of `name`. */
export function deferredCartActor<Name extends CartActorName>(_name: Name) {
  return deferredActor<OutputFrom<CartActors[Name]>, InputFrom<CartActors[Name]>>();
}

/** An actor that never answers, typed for `name` (a test feeds the machine its answers). */
export function silentCartActor<Name extends CartActorName>(_name: Name) {
  return fromPromise<OutputFrom<CartActors[Name]>, InputFrom<CartActors[Name]>>(() => new Promise(() => {}));
}

/** A cart line for tests: R$ 50,00, stock 10, quantity 1 unless overridden. */
export function cartLine(idCartItem: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    idCartItem,
    idProduct: 1000 + idCartItem,
    idSku: 2000 + idCartItem,
    name: `Produto ${idCartItem}`,
    quantity: 1,
    price: 50,
    pricePromotion: null,
    stock: 10,
    flagExhausted: false,
    ...overrides,
  };
}

const cents = (value: number): number => Math.round(value * 100);

/**
 * A server cart the way the sandbox prices it: `subTotal` at list price, `totalDiscount` = promotions +
 * `cartDiscount` (keys, vouchers), `total` = subTotal − totalDiscount + shipping, never below 0.
 */
export function serverCart(
  items: readonly CartItem[],
  extras: { cartDiscount?: number; shipping?: number } = {},
): Cart {
  const subTotal = items.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
  const promotions = items.reduce(
    (sum, line) => sum + (cents(line.price) - cents(effectivePrice(line))) * line.quantity,
    0,
  );
  const shipping = items.length === 0 ? 0 : cents(extras.shipping ?? 0);
  const discount = promotions + cents(extras.cartDiscount ?? 0);
  return {
    items: [...items],
    subTotal: subTotal / 100,
    totalDiscount: discount / 100,
    totalShipping: shipping / 100,
    total: Math.max(0, subTotal - discount + shipping) / 100,
  };
}

/** A freight option for tests. */
export function freightOption(idShippingMode: number, valueShipping: number, name = 'PAC'): FreightOption {
  return { shippingMode: { idShippingMode, name, deliveryTime: 5, usefulDay: true }, valueShipping };
}

/** One call of a deferred fake actor: what it got, and how to settle it. */
export interface DeferredCall<TOutput, TInput> {
  readonly input: TInput;
  readonly signal: AbortSignal;
  resolve(output: TOutput): void;
  reject(error: unknown): void;
}

/** A fake `fromPromise` actor whose calls stay pending until the test settles them. */
export function deferredActor<TOutput, TInput>() {
  const calls: DeferredCall<TOutput, TInput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
  return { calls, logic };
}

/** A client object for machine input when every actor is faked (never called). */
export const unusedClient = {} as StoreClient;

/** Lets pending promise callbacks (fake actors settling) run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await Promise.resolve();
}
