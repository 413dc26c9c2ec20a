'use client';

// `@vitrine/ui/foundation/Field`: what `@vitrine/ui` exports from this folder.
export type {
  FieldControlProps,
  FieldErrorProps,
  FieldLabelProps,
  FieldProps,
  FieldRootProps,
} from './Field';
export { Field, FieldControl, FieldError, FieldLabel, FieldParts, FieldRoot } from './Field';
