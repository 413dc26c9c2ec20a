'use client';

// `@vitrine/ui/FixedActions`: what `@vitrine/ui` exports from this folder.
export type {
  FixedActionsBackToTopProps,
  FixedActionsCartProps,
  FixedActionsCustomerProps,
  FixedActionsProps,
  FixedActionsRootProps,
  FixedActionsSearchProps,
} from './FixedActions';
export {
  FixedActions,
  FixedActionsBackToTop,
  FixedActionsCart,
  FixedActionsCustomer,
  FixedActionsRoot,
  FixedActionsSearch,
} from './FixedActions';
export type { FixedActionsMessages } from './fixedActionsMessages';
export { fixedActionsMessages } from './fixedActionsMessages';
