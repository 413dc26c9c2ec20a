import { useCallback, useState, useSyncExternalStore } from 'react';
import type { CountdownParts } from './countdownParts';
import { countdownParts } from './countdownParts';

/** Options of `useCountdown`. */
export interface UseCountdownOptions {
  /**
   * The time to render on the server and while hydrating (e.g. the request time, sent with the page), so
   * both renders match; `undefined` renders a not-ready countdown there (`isReady: false`).
   */
  now?: Date | number | string | undefined;
}

/** What `useCountdown` returns: the remaining time split for display, and its state. */
export interface UseCountdownResult extends CountdownParts {
  /** The remaining time in ms at the last tick, 0 once it is over (or while not ready). */
  totalMs: number;
  /** `true` once the end date has passed, or when there is no valid end date. */
  isExpired: boolean;
  /** `false` only on the server and in the hydration render when no `now` was given. */
  isReady: boolean;
}

type DateInput = Date | number | string | null | undefined;

const toTime = (value: DateInput): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
};

/** The clock one countdown reads: the time of its last tick, cached so React sees a stable snapshot. */
interface Clock {
  now: number | undefined;
}

/**
 * The countdowns whose display changes at the same millisecond of each second (their end dates share it: offers
 * ending on whole seconds all do) share one timer, so a shelf of 15 offers updates in one task and one frame a
 * second instead of 15. Each listener reads the time and says whether it still needs ticks.
 */
interface Ticker {
  readonly listeners: Set<() => boolean>;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** The browser's tickers by phase (the end's millisecond within its second); never used on the server. */
const tickers = new Map<number, Ticker>();

function arm(ticker: Ticker, phase: number): void {
  // Just after the next whole second of the remaining time, when the display changes.
  const now = Date.now();
  const delay = ((((phase - now - 1) % 1000) + 1000) % 1000) + 1;
  ticker.timer = setTimeout(() => {
    ticker.timer = undefined;
    // Every countdown of the phase in this one task: React renders their updates together. One that is over
    // leaves the ticker.
    for (const listener of [...ticker.listeners]) if (!listener()) ticker.listeners.delete(listener);
    if (ticker.listeners.size > 0) arm(ticker, phase);
    else if (tickers.get(phase) === ticker) tickers.delete(phase);
  }, delay);
}

/** Adds a countdown's listener to its phase's ticker; returns the undo. */
function joinTicker(phase: number, listener: () => boolean): () => void {
  let ticker = tickers.get(phase);
  if (!ticker) {
    ticker = { listeners: new Set(), timer: undefined };
    tickers.set(phase, ticker);
  }
  const joined = ticker;
  joined.listeners.add(listener);
  if (joined.timer === undefined) arm(joined, phase);
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0) return;
    clearTimeout(joined.timer);
    joined.timer = undefined;
    if (tickers.get(phase) === joined) tickers.delete(phase);
  };
}

/**
 * The lightning offer's countdown to `endDate` (a `Date`, ms, or ISO text such as the product's
 * `offerEndDate`): days, hours, minutes and seconds left, ticking each second and stopping at zero. Its timer
 * is re-armed for the next whole second of the remaining time, so it does not drift, and is shared by every
 * countdown whose end falls on the same millisecond of a second (a page of offers ticks in one task); none once
 * they are over. Server-safe: the server and the hydration render use `options.now`, the browser's clock takes
 * over after.
 *
 * @example
 * function OfferCountdown({ product }: { product: Product }) {
 *   const { days, hours, minutes, seconds, isExpired, isReady } = useCountdown(product.offerEndDate);
 *   if (!isReady || isExpired) return null;
 *   return <time>{days}d {hours}h {minutes}m {seconds}s</time>;
 * }
 */
export function useCountdown(endDate: DateInput, options: UseCountdownOptions = {}): UseCountdownResult {
  const end = toTime(endDate);
  const serverNow = toTime(options.now) ?? null;
  const [clock] = useState<Clock>(() => ({ now: undefined }));

  const subscribe = useCallback(
    (notify: () => void) => {
      /** Reads the time; `true` while time remains (more ticks wanted). */
      const tick = () => {
        const previous = clock.now;
        clock.now = Date.now();
        if (clock.now !== previous) notify();
        return end !== undefined && end - clock.now > 0;
      };
      if (!tick() || end === undefined) return () => {};
      return joinTicker(((end % 1000) + 1000) % 1000, tick);
    },
    [clock, end],
  );
  const getSnapshot = useCallback(() => {
    clock.now ??= Date.now();
    return clock.now;
  }, [clock]);
  const getServerSnapshot = useCallback(() => serverNow, [serverNow]);
  const now = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  if (now === null) return { ...countdownParts(0), totalMs: 0, isExpired: false, isReady: false };
  const totalMs = end === undefined ? 0 : Math.max(0, end - now);
  return { ...countdownParts(totalMs), totalMs, isExpired: totalMs === 0, isReady: true };
}
