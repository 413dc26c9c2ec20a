import * as z from 'zod/mini';

const isSuccess = (reply: unknown): boolean => {
  if (reply === null || reply === undefined) return false;
  if (typeof reply === 'boolean') return reply;
  if (typeof reply === 'number') return reply !== 0;
  if (typeof reply === 'string') {
    const text = reply.trim().toLowerCase();
    return text !== '' && text !== 'false' && text !== '0';
  }
  // Some calls answer `{ success: false }` instead of a bare false: honour an explicit flag.
  if (typeof reply === 'object' && 'success' in reply) return isSuccess(reply.success);
  return true;
};

/**
 * A "did it work" reply (add to cart, newsletter, submissions...): `1`, `true` or any other truthy
 * answer means success, `0`, `false`, `null`, `''`, `'false'` or `{ success: false }` failure.
 * HTTP errors are not replies: they reject with a `StoreApiError`.
 */
export const successReplySchema = z.pipe(z.unknown(), z.transform(isSuccess));
