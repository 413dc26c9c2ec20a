import type { InstallmentOptionLike } from './types';

/** The two vertical installment lists: up to 6x in the first, above 6x in the second, each by quantity. */
export function splitInstallments<T extends Pick<InstallmentOptionLike, 'quantity'>>(
  options: readonly T[],
): { upToSix: T[]; aboveSix: T[] } {
  const sorted = [...options].sort((a, b) => a.quantity - b.quantity);
  return {
    upToSix: sorted.filter((option) => option.quantity <= 6),
    aboveSix: sorted.filter((option) => option.quantity > 6),
  };
}
