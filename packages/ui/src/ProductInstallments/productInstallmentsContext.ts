import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { ProductInstallmentsModel } from './useProductInstallments';

/** The model a `ProductInstallments.Root` gives its parts. */
export const ProductInstallmentsContext = createContext<ProductInstallmentsModel | null>(null);

/** The nearest `ProductInstallments.Root`'s model; throws, naming the fix, outside one. */
export function useProductInstallmentsContext(part: string): ProductInstallmentsModel {
  return usePartsContext(ProductInstallmentsContext, 'ProductInstallments', part);
}
