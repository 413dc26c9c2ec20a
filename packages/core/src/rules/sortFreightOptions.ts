import { toCents } from './internal/toCents';
import type { FreightOptionLike } from './types';

const daysOf = (option: FreightOptionLike): number => {
  const raw = option.shippingMode?.deliveryTime;
  // No delivery time means immediate dispatch: it sorts before any number of days.
  if (raw === null || raw === undefined || raw === '') return -1;
  const days = Number(raw);
  return Number.isFinite(days) ? days : Number.POSITIVE_INFINITY;
};

/** Freight options from cheapest to dearest, then fastest first; equal options keep their order. A new array. */
export function sortFreightOptions<F extends FreightOptionLike>(options: readonly F[]): F[] {
  return [...options].sort(
    (a, b) => toCents(a.valueShipping) - toCents(b.valueShipping) || daysOf(a) - daysOf(b),
  );
}
