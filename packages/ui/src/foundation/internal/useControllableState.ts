import { useCallback, useRef, useState } from 'react';

/**
 * A value that is controlled when `value` is not `undefined` and uncontrolled otherwise (starting at
 * `defaultValue`); `onChange` hears every change either way. The `open`/`defaultOpen`/`onOpenChange` trio.
 * @example
 * declare const props: { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void };
 * const [open, setOpen] = useControllableState(props.open, props.defaultOpen ?? false, props.onOpenChange);
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // The latest callback and value without re-creating the setter, so memoised children keep their props.
  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };
  const setValue = useCallback((next: T) => {
    const state = latest.current;
    if (Object.is(next, state.current)) return;
    if (!state.controlled) setOwn(next);
    state.onChange?.(next);
  }, []);
  return [current, setValue];
}
