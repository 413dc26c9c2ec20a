/**
 * Calls the consumer's handler first, then ours unless the consumer called `preventDefault()`, the way
 * Radix composes handlers: a theme can always cancel a widget's default behaviour.
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
