/**
 * The cart machine's contract, shared by every region of its diagram: what it takes (input, events), what it holds
 * (context and its initial value) and what it emits, plus the types the region modules (`cartRequests.ts`,
 * `cartReplies.ts`, `cartReads.ts`, `cartFreight.ts`, `cartCheckout.ts`) give their guards and actions so that
 * `cartMachine`'s `setup()` takes them as they are.
 */
import type { ActionFunction, GuardPredicate } from 'xstate';
import type { CartClient } from '../../client/createCartClient';
import type { StoreApiError } from '../../client/StoreApiError';
import { type CartRuleMessages, cartRuleMessages } from '../../rules/ruleMessageGroups';
import type { AddToCartPayload } from '../../schemas/addToCartPayloadSchema';
import type { FreeFreightTip } from '../../schemas/freeFreightTipSchema';
import type { FreightOption } from '../../schemas/freightOptionSchema';
import { type CartMessages, cartMessages } from './cartMessages';
import type { AddCheck, CartModel, CartRedirectTiming } from './cartQueue';

/** Every text the cart machine shows: the cart's rule messages plus the cart's own catalogue. */
export type CartMachineMessages = CartRuleMessages & CartMessages;

/** The navigation targets the machine asks the host for. */
export type CartNavigationTarget = '/checkout/identification' | '/checkout/payment';

/** The machine input: the store client, and optional text overrides. */
export interface CartMachineInput {
  readonly client: CartClient;
  /** Replaces any of the default pt-BR texts (the cart's `ruleMessages` and `cartMessages`). */
  readonly messages?: Partial<CartMachineMessages> | undefined;
}

/**
 * The state of the cart flow: the source of truth only (the server's answers, the pending operations, the
 * errors and what the shopper typed). What the cart shows is derived by `selectCartView`.
 */
export interface CartMachineContext extends CartModel {
  readonly client: CartClient;
  readonly messages: CartMachineMessages;
  /** Adds whose outcome the next read confirms: the success or failure message follows what the server holds. */
  addChecks: AddCheck[];
  /** How many adds (add, buy now, add several) were asked for: the number of the last one. */
  addsRequested: number;
  /** The adds that did not land, by number, with why (`cartSettled` rejects with it). */
  addFailures: Readonly<Record<number, StoreApiError>>;
  /** The timer-expiry message of the last count reply; `undefined` when the timer did not expire. */
  timerExpiredMessage: string | undefined;
  /** The text of a failed clean; `undefined` otherwise. */
  cartError: string | undefined;
  /** 'Por favor, insira um cep.' after submitting an empty or malformed postal code; `undefined` otherwise. */
  cepError: string | undefined;
  /** The options of the last quoted postal code. */
  freightOptions: readonly FreightOption[];
  /** The postal code of the running or last successful quote; `undefined` when none. */
  quotedCep: string | undefined;
  /** The quoted free-freight tip; `undefined`/`null` when none. */
  freeFreightTip: FreeFreightTip | null | undefined;
  /** The server's text of a failed quote, choice or cancel; `undefined` otherwise. */
  freightError: string | undefined;
  /** The server's text of a failed discount key; `undefined` otherwise. */
  discountError: string | undefined;
  /** The server's text of a failed voucher; `undefined` otherwise. */
  voucherError: string | undefined;
  /** A cart-limit failure, shown for 10 s; `undefined` otherwise. */
  limitError: string | undefined;
  /** Why the checkout button was blocked; the view shows it while checkout stays blocked. */
  checkoutError: string | undefined;
  /** The out-of-stock modal was opened by a blocked checkout (the view shows it while exhausted lines remain). */
  exhaustedModalOpen: boolean;
}

/** The events of the machine's own timers: raised by it, never sent by a user (not in `CartMachineEvent`). */
export type CartMachineTimerEvent =
  /** The backoff after a failed read is over. */
  { type: 'cart.readRetryDue' } | { type: 'checkout.redirectDue' } | { type: 'checkout.limitErrorExpired' };

/** The events the cart machine accepts from its users. */
export type CartMachineEvent =
  /** Re-read the cart (other widgets added, removed or viewed). */
  | { type: 'cart.reload' }
  | {
      type: 'cart.add';
      idProduct: number;
      /** `null` for a product without SKUs. */
      idSku: number | null;
      quantity: number;
      isRecurrent?: boolean | undefined;
    }
  | { type: 'cart.addMassive'; items: readonly Omit<AddToCartPayload, 'isRecurrent'>[] }
  /** One-click buy: add, then navigate to '/checkout/payment'. */
  | {
      type: 'cart.buyNow';
      idProduct: number;
      idSku: number | null;
      quantity: number;
      redirect?: CartRedirectTiming | undefined;
    }
  /** `quantity` as typed (number or text); normalised to 1..9999 and capped at the line's stock. */
  | { type: 'cart.changeQuantity'; idCartItem: number; quantity: number | string }
  | { type: 'cart.remove'; idCartItem: number }
  | { type: 'cart.clean' }
  | { type: 'cart.dismissLineError'; idCartItem: number }
  /** The postal code field changed; a complete valid code (9 characters) is quoted at once. */
  | { type: 'cep.change'; value: string }
  /** The freight form was submitted. */
  | { type: 'freight.calculate' }
  | { type: 'freight.select'; idShippingMode: number }
  | { type: 'freight.cancel' }
  | { type: 'discount.apply'; key: string }
  | { type: 'discount.remove' }
  | { type: 'voucher.apply'; key: string }
  | { type: 'voucher.remove' }
  | { type: 'checkout.start' }
  | { type: 'exhausted.remove' }
  | { type: 'exhausted.close' };

/** An alert for any UI to show (success, error or info banners). */
export interface CartAlert {
  type: 'alert';
  kind: 'success' | 'error' | 'info';
  title: string;
  /** A second line; `undefined` when none. */
  detail?: string | undefined;
}

/** What the cart machine emits: alerts, navigation requests and the products just added. */
export type CartMachineEmitted =
  | CartAlert
  | { type: 'navigate'; to: CartNavigationTarget }
  | { type: 'added'; items: readonly AddToCartPayload[] };

/** The context the machine starts with: nothing read yet, the first read owed. */
export function initialContext({ input }: { input: CartMachineInput }): CartMachineContext {
  return {
    client: input.client,
    messages: { ...cartRuleMessages, ...cartMessages, ...input.messages },
    confirmedCart: undefined,
    current: undefined,
    queue: [],
    readPending: true,
    fullReadOwed: true,
    readFailures: 0,
    addChecks: [],
    addsRequested: 0,
    addFailures: {},
    loadError: undefined,
    timerExpiredMessage: undefined,
    lineErrors: {},
    lineNotices: {},
    cartError: undefined,
    cep: '',
    cepError: undefined,
    freightOptions: [],
    quotedCep: undefined,
    freeFreightTip: undefined,
    confirmedFreight: undefined,
    freightError: undefined,
    discountError: undefined,
    voucherError: undefined,
    limitError: undefined,
    checkoutError: undefined,
    exhaustedModalOpen: false,
  };
}

// ---------------------------------------------------------------------------------------------------------
// What the region modules type their implementations with (internal: not exported from the package).

/** Every event the machine handles: its users' and its own timers'. */
export type CartEvent = CartMachineEvent | CartMachineTimerEvent;

/** The machine's named delays (`cartMachine`'s `setup({ delays })`). */
export type CartDelay = 'limitErrorDisplay' | 'oneClickRedirect';

/**
 * The params of one action or guard as the region maps see them: whatever it declares (`any` is the one type every
 * declared params type accepts); `setup()` reads each declared type, so the transitions' `params` stay checked.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; no value is ever typed with it
type DeclaredParams = any;

/**
 * A region's named actions (`satisfies CartActions`), checked against the machine's context, events, delays and
 * emitted events. None spawns, checks a guard or runs a named action from inside, hence the three `never`s.
 */
export type CartActions = Record<
  string,
  ActionFunction<
    CartMachineContext,
    CartEvent,
    CartEvent,
    DeclaredParams,
    never,
    never,
    never,
    CartDelay,
    CartMachineEmitted
  >
>;

/** A region's named guards (`satisfies CartGuards`). */
export type CartGuards = Record<string, GuardPredicate<CartMachineContext, CartEvent, DeclaredParams, never>>;

/** The arguments of an invoke's `input` mapper. */
export interface CartInputArgs {
  readonly context: CartMachineContext;
}
