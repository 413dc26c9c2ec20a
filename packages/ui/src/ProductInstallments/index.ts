'use client';

// `@vitrine/ui/ProductInstallments`: what `@vitrine/ui` exports from this folder.
export type {
  InstallmentLine,
  InstallmentLines,
  PaymentMethodLine,
} from './installmentsView';
export type {
  ProductInstallmentsCardProps,
  ProductInstallmentsCardTitleProps,
  ProductInstallmentsContentProps,
  ProductInstallmentsItemProps,
  ProductInstallmentsListProps,
  ProductInstallmentsLoadingProps,
  ProductInstallmentsMessageProps,
  ProductInstallmentsMethodProps,
  ProductInstallmentsMethodsProps,
  ProductInstallmentsProps,
  ProductInstallmentsRootProps,
  ProductInstallmentsTriggerProps,
} from './ProductInstallments';
export {
  ProductInstallments,
  ProductInstallmentsCard,
  ProductInstallmentsCardTitle,
  ProductInstallmentsContent,
  ProductInstallmentsItem,
  ProductInstallmentsList,
  ProductInstallmentsLoading,
  ProductInstallmentsMessage,
  ProductInstallmentsMethod,
  ProductInstallmentsMethods,
  ProductInstallmentsRoot,
  ProductInstallmentsTrigger,
} from './ProductInstallments';
export type { ProductInstallmentsMessages } from './productInstallmentsMessages';
export { productInstallmentsMessages } from './productInstallmentsMessages';
export type {
  ProductInstallmentsModel,
  ProductInstallmentsSource,
  ProductInstallmentsStatus,
  UseProductInstallmentsOptions,
} from './useProductInstallments';
export { useProductInstallments } from './useProductInstallments';
