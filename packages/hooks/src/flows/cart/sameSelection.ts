const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Whether two selections of the cart view are the same for rendering: equal values, arrays with the same
 * elements and plain objects with the same fields, compared three levels deep. The view rebuilds small
 * objects (totals, freight) on every snapshot; comparing their fields keeps a component from re-rendering
 * when nothing it reads changed; a list of lines is the same when each line's fields are.
 */
export function sameSelection(a: unknown, b: unknown, depth = 3): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameSelection(item, b[index], depth - 1));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => key in b && sameSelection(a[key], b[key], depth - 1));
  }
  return false;
}
