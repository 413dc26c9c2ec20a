import type { ReferenceLike } from '../types';

/** The references a shopper has to choose in: those listing at least one variation. */
export function choosableReferences(references: readonly ReferenceLike[]): readonly ReferenceLike[] {
  return references.filter((reference) => (reference.variations ?? []).length > 0);
}
