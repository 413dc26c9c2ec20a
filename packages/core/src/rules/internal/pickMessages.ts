/**
 * A group of rule texts with a caller's overrides applied on top of its pt-BR defaults. Each rule passes only
 * its own group's defaults (`cartRuleMessages`…), so a bundle that uses one rule does not carry every text.
 */
export function pickMessages<T extends object>(defaults: T, overrides: Partial<T> | undefined): T {
  return overrides ? { ...defaults, ...overrides } : defaults;
}
