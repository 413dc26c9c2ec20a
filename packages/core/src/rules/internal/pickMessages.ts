/** The merged texts of each (defaults, overrides) pair already asked for: the same objects give the same texts. */
const merged = new WeakMap<object, WeakMap<object, object>>();

/**
 * A group of rule texts with a caller's overrides applied on top of its pt-BR defaults. Each rule passes only
 * its own group's defaults (`cartRuleMessages`…), so a bundle that uses one rule does not carry every text.
 * An overrides object is read once: the merge is kept for as long as that object lives (a widget passes its
 * provider's `messages.rules` on every render, so a page merges each group once, not once per card).
 */
export function pickMessages<T extends object>(defaults: T, overrides: Partial<T> | undefined): T {
  if (!overrides) return defaults;
  let byOverrides = merged.get(defaults);
  if (!byOverrides) {
    byOverrides = new WeakMap();
    merged.set(defaults, byOverrides);
  }
  let texts = byOverrides.get(overrides) as T | undefined;
  if (!texts) {
    texts = { ...defaults, ...overrides };
    byOverrides.set(overrides, texts);
  }
  return texts;
}
