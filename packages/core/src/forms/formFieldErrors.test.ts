import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formFieldErrors } from './formFieldErrors';

describe('formFieldErrors', () => {
  it('keeps the first message of each field, keyed by field name', () => {
    const schema = z.object({
      name: z.string().check(z.minLength(1, 'first'), z.minLength(3, 'second')),
      email: z.string().check(z.minLength(1, 'email')),
      ok: z.string(),
    });
    const result = schema.safeParse({ name: '', email: '', ok: 'x' });
    expect(formFieldErrors(result.error)).toEqual({ name: 'first', email: 'email' });
  });

  it('given a valid parse (no error), it gives no field errors', () => {
    expect(formFieldErrors(undefined)).toEqual({});
  });

  it('given an issue on the value itself, it keys it by the empty string', () => {
    expect(formFieldErrors(z.string().check(z.minLength(3, 'short')).safeParse('a').error)).toEqual({
      '': 'short',
    });
  });
});
