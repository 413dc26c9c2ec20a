import { choosableReferences } from './internal/choosableReferences';
import { skuAgrees } from './internal/skuAgrees';
import type { ChosenVariations, IdLike, ReferenceLike, SkuLike } from './types';

/** The outcome of `resolveSku`. */
export type SkuResolution<S extends SkuLike> =
  /** Some reference has no chosen variation yet: no SKU, stock unknown. */
  | { status: 'incomplete'; missing: IdLike[]; sku: undefined; stock: undefined }
  /** Every reference is chosen and a SKU carries exactly that combination. */
  | { status: 'found'; sku: S; stock: number }
  /** Every reference is chosen but no SKU has that combination: the stock is 0. */
  | { status: 'not-found'; sku: undefined; stock: 0 };

/**
 * Resolves the SKU for the chosen variations, only once every reference (with variations) has a choice.
 * A SKU is returned only when, for every reference, it carries the chosen variation; no match gives stock 0.
 */
export function resolveSku<S extends SkuLike>(
  skus: readonly S[],
  references: readonly ReferenceLike[],
  chosen: ChosenVariations,
): SkuResolution<S> {
  const needed = choosableReferences(references);
  const missing = needed
    .filter((reference) => chosen[String(reference.idReference)] === undefined)
    .map((reference) => reference.idReference);
  if (missing.length > 0) return { status: 'incomplete', missing, sku: undefined, stock: undefined };
  // Only the references of this product count: a stale choice for another reference must not block a match.
  const relevant: Record<string, IdLike> = {};
  for (const reference of needed) {
    const choice = chosen[String(reference.idReference)];
    if (choice !== undefined) relevant[String(reference.idReference)] = choice;
  }
  const sku = skus.find((candidate) => skuAgrees(candidate, references, relevant));
  if (!sku) return { status: 'not-found', sku: undefined, stock: 0 };
  return {
    status: 'found',
    sku,
    stock: typeof sku.stock === 'number' && Number.isFinite(sku.stock) ? sku.stock : 0,
  };
}
