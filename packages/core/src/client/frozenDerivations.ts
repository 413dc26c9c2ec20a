/**
 * Freezes a value and the arrays and plain objects it holds; instances of classes (a `Date`, a `Map`) are left as
 * they are. A value shared between renders can be read, never changed.
 */
export function deepFreeze<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  for (const member of Object.values(value)) deepFreeze(member);
  return Object.freeze(value);
}

/** What `frozenDerivations` returns: the derived value of `source` for `key`, made once per frozen source. */
export type FrozenDerivation<Source extends object, Value> = (
  source: Source,
  key: string,
  derive: (source: Source) => Value,
) => Value;

/**
 * A cache of what is derived from frozen sources, by source and key. A server's catalogue answers are frozen and
 * shared from one page to the next (`createParsedReplyCache`), so what a render derives from them (a card's
 * starting state, a menu cut from the category tree) can be derived once and shared, frozen (`deepFreeze`).
 * A source that is not frozen is derived afresh on every call: it may be one shopper's, or change.
 * Held weakly by the source: a source the catalogue dropped takes its derived values with it.
 * @example
 * const menus = frozenDerivations<CategoryTree, readonly MenuItem[]>();
 * const items = menus(tree, 'top:2', (source) => cutMenu(source, 2));
 */
export function frozenDerivations<Source extends object, Value>(): FrozenDerivation<Source, Value> {
  const derived = new WeakMap<Source, Map<string, Value>>();
  return (source, key, derive) => {
    if (!Object.isFrozen(source)) return derive(source);
    let values = derived.get(source);
    if (!values) {
      values = new Map();
      derived.set(source, values);
    }
    if (values.has(key)) return values.get(key) as Value;
    const value = deepFreeze(derive(source));
    values.set(key, value);
    return value;
  };
}
