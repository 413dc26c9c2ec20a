import { formatPrice } from '../format/formatPrice';
import { fromCents } from './internal/fromCents';
import { pickMessages } from './internal/pickMessages';
import { toCents } from './internal/toCents';
import { priceRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';

/** One rule of a take-X-pay-Y campaign (buyXGetYRoles). */
export interface BuyXGetYRoleLike {
  quantityToBuy: number;
  quantityFree: number;
}

/** A take-X-pay-Y tip ready to show. */
export interface TakeXPayYTip {
  take: number;
  pay: number;
  /** 'Leve 3 e pague 2'. */
  text: string;
  /** What `take` units cost: unit price × `pay`; `undefined` without a unit price. */
  total: number | undefined;
  /** `total` formatted in BRL; `undefined` without a unit price. */
  totalText: string | undefined;
  /** Each unit's share of the total, rounded to cents; `undefined` without a unit price. */
  perUnit: number | undefined;
}

/**
 * The take-X-pay-Y tips of a campaign, by quantity to buy: take quantityToBuy, pay quantityToBuy − quantityFree.
 * Rules with nothing free or nothing to pay are skipped. Pass the effective unit price to get the prices.
 */
export function takeXPayYTips(
  roles: readonly BuyXGetYRoleLike[] | null | undefined,
  unitPrice?: number,
  messages?: Partial<RuleMessages>,
): TakeXPayYTip[] {
  const texts = pickMessages(priceRuleMessages, messages);
  const unitCents =
    typeof unitPrice === 'number' && Number.isFinite(unitPrice) && unitPrice > 0
      ? toCents(unitPrice)
      : undefined;
  return (roles ?? [])
    .map((role) => ({ take: Math.round(role.quantityToBuy), free: Math.round(role.quantityFree) }))
    .filter(({ take, free }) => Number.isFinite(take) && Number.isFinite(free) && free > 0 && take > free)
    .sort((a, b) => a.take - b.take)
    .map(({ take, free }) => {
      const pay = take - free;
      const totalCents = unitCents === undefined ? undefined : unitCents * pay;
      return {
        take,
        pay,
        text: texts.takeXPayY(take, pay),
        total: totalCents === undefined ? undefined : fromCents(totalCents),
        totalText: totalCents === undefined ? undefined : formatPrice(fromCents(totalCents)),
        perUnit: totalCents === undefined ? undefined : fromCents(Math.round(totalCents / take)),
      };
    });
}
