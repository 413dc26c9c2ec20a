'use client';

// `@vitrine/ui/foundation/QuantityInput`: what `@vitrine/ui` exports from this folder.
export type {
  QuantityInputErrorProps,
  QuantityInputInputProps,
  QuantityInputLabelProps,
  QuantityInputProps,
  QuantityInputRootProps,
  QuantityInputStepProps,
} from './QuantityInput';
export {
  QuantityInput,
  QuantityInputDecrement,
  QuantityInputError,
  QuantityInputIncrement,
  QuantityInputInput,
  QuantityInputLabel,
  QuantityInputRoot,
} from './QuantityInput';
export type { QuantityInputMessages } from './quantityInputMessages';
export { quantityInputMessages } from './quantityInputMessages';
export type {
  QuantityInputState,
  UseQuantityInputOptions,
} from './useQuantityInput';
export { QUANTITY_TYPING_PAUSE_MS, useQuantityInput } from './useQuantityInput';
