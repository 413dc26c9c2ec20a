import { describe, expect, it } from 'vitest';
import { shouldAttachXsrf } from './shouldAttachXsrf';

describe('shouldAttachXsrf', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])(
    'given %s to a relative URL, it attaches the token',
    (method) => {
      expect(shouldAttachXsrf(method, '/api')).toBe(true);
      expect(shouldAttachXsrf(method, 'api/login')).toBe(true);
    },
  );

  it.each(['GET', 'HEAD', 'get', 'head'])('given %s, it never attaches the token', (method) => {
    expect(shouldAttachXsrf(method, '/api')).toBe(false);
  });

  it.each([
    'https://loja.exemplo.com.br/api',
    'http://localhost:4010/api',
    '//cdn.exemplo.com/api',
    'HTTPS://X.TEST/api',
  ])('given the absolute or other-origin URL %s, it never attaches the token', (url) => {
    expect(shouldAttachXsrf('POST', url)).toBe(false);
  });
});
