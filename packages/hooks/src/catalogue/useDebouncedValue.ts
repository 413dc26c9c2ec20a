import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`; the first render gets `value` itself, so a server
 * render and the first client render agree.
 * @example
 * const settled = useDebouncedValue(term, 300);
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}
