import { formMessages, ruleMessages } from '@vitrine/core';
import type { StorefrontMessages } from './StorefrontMessages';

/** The pt-BR texts of the spec, verbatim: what `<StorefrontProvider>` uses when `messages` is `undefined`. */
export const defaultMessages: StorefrontMessages = {
  rules: ruleMessages,
  forms: formMessages,
};
