'use client';

// `@vitrine/ui/PaymentFlags`: what `@vitrine/ui` exports from this folder.
export type {
  PaymentFlagsFlagProps,
  PaymentFlagsGroupProps,
  PaymentFlagsProps,
  PaymentFlagsRootProps,
} from './PaymentFlags';
export {
  PaymentFlags,
  PaymentFlagsFlag,
  PaymentFlagsGroup,
  PaymentFlagsRoot,
} from './PaymentFlags';
export type { PaymentFlag, PaymentFlagGroup, PaymentFlagGroupKind } from './paymentFlagGroups';
export { paymentFlagGroups } from './paymentFlagGroups';
export type { PaymentFlagsMessages } from './paymentFlagsMessages';
export { paymentFlagsMessages } from './paymentFlagsMessages';
