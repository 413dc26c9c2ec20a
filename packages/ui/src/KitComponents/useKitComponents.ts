import { isBundleOutOfStock, isOutOfStock, type Product } from '@vitrine/core';
import { useMemo } from 'react';

/** One component of a kit: the product, how many units the kit holds and whether it has stock. */
export interface KitComponent {
  readonly product: NonNullable<Product['kitProducts']>[number];
  /** Units of this product in one kit (at least 1). */
  readonly quantity: number;
  /** Stock 0 or less, or exhausted (core's `isOutOfStock`). */
  readonly outOfStock: boolean;
}

/** What `useKitComponents` returns. */
export interface KitComponentsModel {
  /** The product is a kit with at least one component (otherwise the block shows nothing). */
  readonly isKit: boolean;
  /** The kit's components, in the product's order. */
  readonly components: readonly KitComponent[];
  /** Every component is out of stock, so the kit is (core's `isBundleOutOfStock`). */
  readonly outOfStock: boolean;
}

/**
 * The behaviour of `KitComponents`: a kit's components with their quantity and stock, and whether the kit is out
 * of stock, all through core's stock rules. `isKit` is false for a product that is not a kit or lists no component.
 * @example
 * declare const product: Product;
 * const kit = useKitComponents(product);
 * kit.components.map((component) => `${component.quantity}× ${component.product.name}`);
 */
export function useKitComponents(product: Pick<Product, 'isKit' | 'kitProducts'>): KitComponentsModel {
  const { isKit, kitProducts } = product;
  return useMemo(() => {
    const components = isKit
      ? (kitProducts ?? []).map((component) => ({
          product: component,
          // The platform always sends a count; a broken one shows as one unit rather than 'NaN unidades'.
          quantity: Number.isFinite(component.quantity) && component.quantity > 0 ? component.quantity : 1,
          outOfStock: isOutOfStock(component),
        }))
      : [];
    return {
      isKit: components.length > 0,
      components,
      // Only the kit's own components decide here: a kit that is also conjunct lists those elsewhere.
      outOfStock: components.length > 0 && isBundleOutOfStock({ isKit, kitProducts }),
    };
  }, [isKit, kitProducts]);
}
