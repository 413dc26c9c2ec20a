import { useEffect, useRef } from 'react';

/**
 * Calls `onElapsed` once `timeoutMs` of unpaused time have passed while `active`; pausing keeps the time left, so
 * a banner the shopper hovers or focuses never closes under them. `timeoutMs` 0 (or less) never elapses.
 */
export function useAutoClose(
  active: boolean,
  timeoutMs: number,
  paused: boolean,
  onElapsed: () => void,
): void {
  const remaining = useRef(timeoutMs);
  const latest = useRef(onElapsed);
  latest.current = onElapsed;

  // A new delay, or the banner opening again, starts the count over.
  useEffect(() => {
    if (active) remaining.current = timeoutMs;
  }, [timeoutMs, active]);

  useEffect(() => {
    if (!active || paused || !(timeoutMs > 0)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => latest.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [active, paused, timeoutMs]);
}
