import { describe, expect, it } from 'vitest';
import { optionalTextSchema } from './optionalTextSchema';

describe('optionalTextSchema', () => {
  it('given a text, it answers the text; given an empty text or null, it answers null', () => {
    expect(optionalTextSchema.parse('01310-100')).toBe('01310-100');
    expect(optionalTextSchema.parse('')).toBeNull();
    expect(optionalTextSchema.parse(null)).toBeNull();
  });

  it.each([1310100, undefined, false, {}])('given %j, it rejects the reply', (reply) => {
    expect(optionalTextSchema.safeParse(reply).success).toBe(false);
  });
});
