/**
 * Region `sync`, the owed read (`sync.reading`, `sync.waitingToRetryRead`): the cart with the freight and postal
 * code the pre-checkout keeps, read once the queue is empty; what that read confirms (the cart, the cart timer's
 * expiry, the outcome of the adds waiting for it); and how a failed or partial read is retried.
 */
import { assign, enqueueActions } from 'xstate';
import type { CartActions, CartGuards } from './cartContext';
import { addOutcomes, confirmReadBack, errorText, withAddFailures } from './cartQueue';
import type { LoadedCart } from './createCartActors';

/**
 * A failed read is retried after 0.5 s, 1 s, 2 s, 4 s, 8 s, 8 s; after that the count shows as unknown and the
 * read is tried again every 8 s in the background until the store answers (the page converges, no gesture needed).
 * A read whose cart answered but whose freight or postal code did not is retried the same way, six times, with
 * the count known all along.
 */
const READ_RETRY_BASE_MS = 500;
const READ_RETRY_MAX_MS = 8_000;
const READ_RETRIES = 6;

/** The delay before the read retry after `failures` failed reads in a row: 0.5 s, 1 s, 2 s, 4 s, then 8 s. */
const readRetryDelay = (failures: number) =>
  Math.min(READ_RETRY_BASE_MS * 2 ** (failures - 1), READ_RETRY_MAX_MS);

/** The part of an `enqueueActions` queue that schedules the next read (`cart.readRetryDue`), replacing any. */
interface ReadRetryQueue {
  cancel(id: string): void;
  raise(event: { type: 'cart.readRetryDue' }, options: { delay: number; id: string }): void;
}

function retryReadAfter(enqueue: ReadRetryQueue, delay: number): void {
  enqueue.cancel('readRetry');
  enqueue.raise({ type: 'cart.readRetryDue' }, { delay, id: 'readRetry' });
}

/** Whether a read is owed, and whether a failed or partial one is retried. */
export const readGuards = {
  isReadPending: ({ context }) => context.readPending,
  canRetryRead: ({ context }) => context.readFailures + 1 < READ_RETRIES,
  isFreightUnknown: (_, loaded: LoadedCart) => loaded.freightUnknown === true,
  canRetryFreightRead: ({ context }, loaded: LoadedCart) =>
    loaded.freightUnknown === true && context.readFailures + 1 < READ_RETRIES,
  hasLoadError: ({ context }) => context.loadError !== undefined,
} satisfies CartGuards;

/** What a read confirms, and how a failed or partial one is scheduled again. */
export const readActions = {
  applyLoadedCart: enqueueActions(({ context, enqueue }, loaded: LoadedCart) => {
    const { countReply } = loaded;
    const expired =
      countReply.kind === 'expired' ? context.messages.timerExpiry(countReply.removedProducts) : undefined;
    // The messages of the adds this read confirms follow what the server holds.
    const outcomes = addOutcomes(context.addChecks, loaded.cart);
    const missing = context.addChecks.filter((_, index) => outcomes[index] === 'missing');
    enqueue.assign(() => ({
      ...confirmReadBack(context, loaded),
      timerExpiredMessage: expired,
      addChecks: [],
      addFailures: withAddFailures(context.addFailures, missing, context.messages.cartReadFailed),
    }));
    if (expired) enqueue.emit({ type: 'alert', kind: 'info', title: expired });
    for (const [index, check] of context.addChecks.entries()) {
      const outcome = outcomes[index];
      if (check.failure === undefined && outcome === 'missing')
        enqueue.emit({ type: 'alert', kind: 'error', title: context.messages.cartReadFailed });
      if (check.failure !== undefined && outcome === 'missing')
        enqueue.emit({ type: 'alert', kind: 'error', title: check.failure });
      if (check.failure !== undefined && outcome === 'landed') {
        enqueue.emit({
          type: 'alert',
          kind: 'success',
          title: context.messages.addToCartSuccess,
          detail: context.messages.addToCartSuccessDetail,
        });
        enqueue.emit({ type: 'added', items: check.items });
      }
    }
  }),
  /** A failed read is retried after a growing delay; the shopper sees nothing (load errors are silent). */
  scheduleReadRetry: enqueueActions(({ context, enqueue }, error: unknown) => {
    const failures = context.readFailures + 1;
    enqueue.assign({
      current: undefined,
      readFailures: failures,
      loadError: errorText(error, context.messages.cartReadFailed),
    });
    retryReadAfter(enqueue, readRetryDelay(failures));
  }),
  /**
   * Every quick retry failed: the cart is no longer busy and uncertain adds say they failed; the read is tried
   * again in the background every 8 s (`cart.readRetryDue`) until the store answers.
   */
  failRead: enqueueActions(({ context, enqueue }, error: unknown) => {
    enqueue.assign({
      current: undefined,
      readPending: false,
      addChecks: [],
      // An add whose outcome no read could tell is reported as failed (it says so to the shopper too).
      addFailures: withAddFailures(
        context.addFailures,
        context.addChecks.filter((check) => check.failure !== undefined),
        context.messages.addToCartError,
      ),
      loadError: errorText(error, context.messages.cartReadFailed),
    });
    for (const check of context.addChecks)
      if (check.failure !== undefined) enqueue.emit({ type: 'alert', kind: 'error', title: check.failure });
    retryReadAfter(enqueue, READ_RETRY_MAX_MS);
  }),
  /** The cart was read but not its freight or postal code: the count is known; the full read is retried later. */
  scheduleFreightRetry: enqueueActions(({ context, enqueue }) => {
    const failures = context.readFailures + 1;
    enqueue.assign({ readFailures: failures });
    retryReadAfter(enqueue, readRetryDelay(failures));
  }),
  /** The freight kept failing to read: the freight shown stays as it was; the cart is settled. */
  giveUpFreightRead: assign({ readPending: false, fullReadOwed: false, readFailures: 0 }),
} satisfies CartActions;
