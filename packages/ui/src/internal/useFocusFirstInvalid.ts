import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a submit attempt, moves focus to the form's first field marked `aria-invalid` once the flow's messages
 * have rendered (the flow validates in its machine, so they show a render later). A valid form starts sending
 * instead, which ends the wait.
 * @example
 * const flow = useAlertMe();
 * const focusFirstInvalid = useFocusFirstInvalid(flow.isSending);
 * <form onSubmit={(event) => { event.preventDefault(); flow.submit(); focusFirstInvalid(event.currentTarget); }} />
 */
export function useFocusFirstInvalid(isSending: boolean): (form: HTMLElement) => void {
  const pending = useRef<HTMLElement | null>(null);
  // Only to render once more after the attempt, whatever the flow does.
  const [, setAttempts] = useState(0);
  useEffect(() => {
    const form = pending.current;
    if (!form) return;
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) {
      pending.current = null;
      invalid.focus();
    } else if (isSending) pending.current = null;
  });
  return useCallback((form: HTMLElement) => {
    pending.current = form;
    setAttempts((count) => count + 1);
  }, []);
}
