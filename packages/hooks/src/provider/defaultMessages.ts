import {
  formFlowMessages,
  formMessages,
  listingMessages,
  productFlowMessages,
  ruleMessages,
} from '@vitrine/core';
import type { StorefrontMessages } from './StorefrontMessages';

/** The pt-BR texts of the spec, verbatim: what `<StorefrontProvider>` uses when `messages` is `undefined`. */
export const defaultMessages: StorefrontMessages = {
  rules: ruleMessages,
  forms: formMessages,
  productFlow: productFlowMessages,
  formFlow: formFlowMessages,
  listing: listingMessages,
};
