'use client';

// `@vitrine/ui/foundation/CepInput`: what `@vitrine/ui` exports from this folder.
export type {
  CepInputErrorProps,
  CepInputInputProps,
  CepInputLabelProps,
  CepInputLookupLinkProps,
  CepInputProps,
  CepInputRootProps,
} from './CepInput';
export {
  CepInput,
  CepInputError,
  CepInputInput,
  CepInputLabel,
  CepInputLookupLink,
  CepInputRoot,
} from './CepInput';
export type { CepInputMessages } from './cepInputMessages';
export { cepInputMessages } from './cepInputMessages';
export type { CepInputState, UseCepInputOptions } from './useCepInput';
export { useCepInput } from './useCepInput';
