import type { DeepPartial } from './StorefrontMessages';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The messages `base` with `override` laid over it, section by section: a text or function given replaces
 * the default, one left out (or `undefined`) keeps it. `base` is never modified.
 * @example
 * mergeMessages(defaultMessages, { rules: { cartEmpty: 'Sua sacola está vazia.' } })
 */
export function mergeMessages<T extends object>(base: T, override: DeepPartial<NoInfer<T>> | undefined): T {
  if (!override) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [name, value] of Object.entries(override as Record<string, unknown>)) {
    if (value === undefined) continue;
    const current = merged[name];
    merged[name] = isPlainObject(current) && isPlainObject(value) ? mergeMessages(current, value) : value;
  }
  return merged as T;
}
