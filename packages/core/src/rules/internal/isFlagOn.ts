import type { FlagLike } from '../types';

/** Whether a platform flag is on: `true`, a non-zero number, or '1' / 'S' / 'true' (any case). */
export function isFlagOn(flag: FlagLike): boolean {
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return Number.isFinite(flag) && flag !== 0;
  if (typeof flag === 'string') {
    const text = flag.trim().toLowerCase();
    // 'S' (sim) is how the company settings spell "on", e.g. usePurchaseFacilitator.
    return text === '1' || text === 's' || text === 'sim' || text === 'true';
  }
  return false;
}
