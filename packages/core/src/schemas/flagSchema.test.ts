import { describe, expect, it } from 'vitest';
import { flagSchema } from './flagSchema';

describe('flagSchema', () => {
  it.each([
    [true, true],
    [1, true],
    [false, false],
    [0, false],
  ])('given %j, it answers %j', (reply, flag) => {
    expect(flagSchema.parse(reply)).toBe(flag);
  });

  it.each([2, -1, '1', 'true', null, undefined, {}])('given %j, it rejects the reply', (reply) => {
    expect(flagSchema.safeParse(reply).success).toBe(false);
  });
});
