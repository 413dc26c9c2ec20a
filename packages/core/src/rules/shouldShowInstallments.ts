import { isFlagOn } from './internal/isFlagOn';
import type { FlagLike, InstallmentMaxLike } from './types';

/**
 * Whether installments show: maxNumber above 1 and the setting (showInstallmentAtListsAndDetail) on.
 * Where the spec does not gate on the setting (outside lists and detail), pass `true`.
 */
export function shouldShowInstallments(
  installmentMax: InstallmentMaxLike | null | undefined,
  setting: FlagLike,
): boolean {
  const maxNumber = installmentMax?.maxNumber;
  return typeof maxNumber === 'number' && maxNumber > 1 && isFlagOn(setting);
}
