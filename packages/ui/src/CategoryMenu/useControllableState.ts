import { useCallback, useRef, useState } from 'react';

/**
 * A value that is controlled when `value` is given and kept inside otherwise (the `open` / `defaultOpen` /
 * `onOpenChange` triple): `setValue` always reports to `onChange`.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [controlled ? value : inner, setValue];
}
