import * as z from 'zod/mini';

/** The prefix of a cart-count reply announcing that the cart timer expired and removed products. */
export const CART_TIMER_MARKER = '[TIMER]';

const readCartCount = (value: unknown, ctx: z.core.ParsePayload) => {
  if (typeof value === 'number') return { kind: 'count' as const, count: value };
  if (typeof value === 'string' && value.startsWith(CART_TIMER_MARKER)) {
    const removedProducts = value
      .slice(CART_TIMER_MARKER.length)
      .split('|')
      .map((name) => name.trim())
      .filter((name) => name.length > 0);
    return { kind: 'expired' as const, removedProducts };
  }
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (Number.isFinite(count)) return { kind: 'count' as const, count };
  ctx.issues.push({
    code: 'custom',
    message: `Expected a count or a text starting with ${CART_TIMER_MARKER}`,
    input: value,
  });
  return z.NEVER;
};

/**
 * The cart-count reply: a number of items, or `"[TIMER]name|name"` when the cart timer expired and
 * removed those products. Parsed into `{ kind: 'count', count }` or `{ kind: 'expired', removedProducts }`.
 * A numeric string (e.g. `"3"`) is read as a count; any other text or type is a parse error (one check in a
 * transform rather than a union: the cart-only bundle then needs none of zod's union machinery).
 */
export const cartCountReplySchema = z.pipe(z.unknown(), z.transform(readCartCount));

/** The parsed cart-count reply: a count, or the names of the products the expired timer removed. */
export type CartCountReply = z.infer<typeof cartCountReplySchema>;
