import { isFlagOn } from './internal/isFlagOn';
import { pickMessages } from './internal/pickMessages';
import { freightRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';
import type { FreightOptionLike } from './types';

/**
 * The delivery time of a freight option: '1 dia', '5 dias', '1 dia útil', '5 dias úteis' (usefulDay on),
 * '(Envio Imediato)' when deliveryTime is null or missing, followed by ' (*)' for scheduled delivery
 * (e.g. '5 dias úteis (*)').
 */
export function deliveryTimeText(option: FreightOptionLike, messages?: Partial<RuleMessages>): string {
  const texts = pickMessages(freightRuleMessages, messages);
  const mode = option.shippingMode;
  const raw = mode?.deliveryTime;
  const days =
    raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')
      ? Number.NaN
      : Number(raw);
  const base = Number.isFinite(days)
    ? texts.deliveryDays(days, isFlagOn(mode?.usefulDay))
    : texts.immediateDispatch;
  return isFlagOn(mode?.ScheduledDelivery) ? `${base} ${texts.scheduledDeliveryMark}` : base;
}
