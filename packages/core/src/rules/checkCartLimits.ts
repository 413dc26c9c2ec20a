import { formatPrice } from '../format/formatPrice';
import { effectivePrice } from './effectivePrice';
import { fromCents } from './internal/fromCents';
import { pickMessages } from './internal/pickMessages';
import { toCents } from './internal/toCents';
import { cartRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';
import type { CartLike, CartLineLike } from './types';

/** One limit a cart breaks: a line's quantity (tipo Q) or the cart's value (tipo V, or the cart's min/maxValue). */
export type CartLimitFailure<L extends CartLineLike> =
  | { kind: 'min-quantity' | 'max-quantity'; line: L; limit: number; actual: number; message: string }
  | { kind: 'min-value' | 'max-value'; line: undefined; limit: number; actual: number; message: string };

const positive = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * Checks the cart limits before checkout: tipo Q limits bound each line's quantity (minimo, maximo), tipo V
 * limits and the cart's minValue / maxValue bound the cart value (the server's subTotal, else the sum of lines).
 * A 0 or missing bound means no bound. Messages are used when the server gave none.
 */
export function checkCartLimits<L extends CartLineLike>(
  cart: CartLike & { items?: readonly L[] | null | undefined },
  messages?: Partial<RuleMessages>,
): { ok: boolean; failures: CartLimitFailure<L>[] } {
  const texts = pickMessages(cartRuleMessages, messages);
  const lines = cart.items ?? [];
  const failures: CartLimitFailure<L>[] = [];
  const minValues: number[] = [];
  const maxValues: number[] = [];
  const cartMin = positive(cart.minValue);
  const cartMax = positive(cart.maxValue);
  if (cartMin !== undefined) minValues.push(cartMin);
  if (cartMax !== undefined) maxValues.push(cartMax);

  for (const line of lines) {
    const tipo = (line.limit?.tipo ?? '').trim().toUpperCase();
    const minimum = positive(line.limit?.minimo);
    const maximum = positive(line.limit?.maximo);
    if (tipo === 'V') {
      if (minimum !== undefined) minValues.push(minimum);
      if (maximum !== undefined) maxValues.push(maximum);
      continue;
    }
    if (tipo !== 'Q') continue;
    const name = line.name ?? line.originalName ?? 'este produto';
    if (minimum !== undefined && line.quantity < minimum) {
      const message = texts.limitMinQuantity(name, minimum);
      failures.push({ kind: 'min-quantity', line, limit: minimum, actual: line.quantity, message });
    }
    if (maximum !== undefined && line.quantity > maximum) {
      const message = texts.limitMaxQuantity(name, maximum);
      failures.push({ kind: 'max-quantity', line, limit: maximum, actual: line.quantity, message });
    }
  }

  if (minValues.length > 0 || maxValues.length > 0) {
    const valueCents =
      typeof cart.subTotal === 'number' && Number.isFinite(cart.subTotal)
        ? toCents(cart.subTotal)
        : lines.reduce(
            (sum, line) => sum + toCents(effectivePrice(line)) * Math.max(0, Math.round(line.quantity)),
            0,
          );
    const actual = fromCents(valueCents);
    // Several sources of the same bound: the strictest one wins.
    if (minValues.length > 0) {
      const limit = Math.max(...minValues);
      if (valueCents < toCents(limit)) {
        failures.push({
          kind: 'min-value',
          line: undefined,
          limit,
          actual,
          message: texts.limitMinValue(formatPrice(limit)),
        });
      }
    }
    if (maxValues.length > 0) {
      const limit = Math.min(...maxValues);
      if (valueCents > toCents(limit)) {
        failures.push({
          kind: 'max-value',
          line: undefined,
          limit,
          actual,
          message: texts.limitMaxValue(formatPrice(limit)),
        });
      }
    }
  }
  return { ok: failures.length === 0, failures };
}
