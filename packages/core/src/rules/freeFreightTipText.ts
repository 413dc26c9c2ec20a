import { formatPrice } from '../format/formatPrice';
import type { FreeFreightTipLike } from './types';

/**
 * The free-freight tip: cartInformation with every '[Valor]' replaced by the formatted remainingValue.
 * `undefined` when the tip has no text.
 */
export function freeFreightTipText(tip: FreeFreightTipLike | null | undefined): string | undefined {
  const text = tip?.cartInformation?.trim();
  if (!text) return undefined;
  const remaining =
    typeof tip?.remainingValue === 'number' && Number.isFinite(tip.remainingValue) ? tip.remainingValue : 0;
  return text.replaceAll('[Valor]', formatPrice(Math.max(0, remaining)));
}
