import { describe, expect, it } from 'vitest';
import { successReplySchema } from './successReplySchema';

describe('successReplySchema', () => {
  it.each([1, true, 2, 'ok', '1', { idCartItem: 3 }, { success: true }, []])(
    'given %j, it answers success',
    (reply) => {
      expect(successReplySchema.parse(reply)).toBe(true);
    },
  );

  it.each([0, false, null, '', 'false', '0', { success: false }, { success: 0 }])(
    'given %j, it answers failure',
    (reply) => {
      expect(successReplySchema.parse(reply)).toBe(false);
    },
  );
});
