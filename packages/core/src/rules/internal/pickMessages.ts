import { type RuleMessages, ruleMessages } from '../ruleMessages';

/** The message catalogue with a caller's overrides applied on top of the pt-BR defaults. */
export function pickMessages(overrides: Partial<RuleMessages> | undefined): RuleMessages {
  return overrides ? { ...ruleMessages, ...overrides } : ruleMessages;
}
