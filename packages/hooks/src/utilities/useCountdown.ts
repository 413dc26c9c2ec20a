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
 * The lightning offer's countdown to `endDate` (a `Date`, ms, or ISO text such as the product's
 * `offerEndDate`): days, hours, minutes and seconds left, ticking each second and stopping at zero. One
 * timer per countdown, re-armed for the next whole second so it does not drift; none once it is over.
 * Server-safe: the server and the hydration render use `options.now`, the browser's clock takes over after.
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
      let timer: ReturnType<typeof setTimeout> | undefined;
      const tick = () => {
        const previous = clock.now;
        clock.now = Date.now();
        if (clock.now !== previous) notify();
        const remaining = end === undefined ? 0 : end - clock.now;
        // Wake up just after the next whole second of the remaining time, when the display changes.
        if (remaining > 0) timer = setTimeout(tick, ((remaining - 1) % 1000) + 1);
      };
      tick();
      return () => clearTimeout(timer);
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
