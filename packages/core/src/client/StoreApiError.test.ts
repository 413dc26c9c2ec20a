import { describe, expect, it } from 'vitest';
import { isStoreApiError } from './isStoreApiError';
import { StoreApiError } from './StoreApiError';

describe('StoreApiError', () => {
  it('given an http failure, it keeps the status and the server text', () => {
    const error = new StoreApiError({
      kind: 'http',
      operation: 'cart.add',
      status: 400,
      message: 'Sem estoque.',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'StoreApiError',
      kind: 'http',
      status: 400,
      message: 'Sem estoque.',
    });
  });

  it('given another kind, it has no status and a pt-BR message', () => {
    const error = new StoreApiError({ kind: 'timeout', operation: 'cart.get', status: 504 });
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('A loja demorou demais para responder. Tente novamente.');
  });

  it('given an http failure without text, it uses the pt-BR fallback', () => {
    expect(new StoreApiError({ kind: 'http', operation: 'cart.get', status: 503, message: '' }).message).toBe(
      'A loja não conseguiu atender a solicitação. Tente novamente.',
    );
  });

  it('recognises store errors, also from another copy of the library, and nothing else', () => {
    const foreign = Object.assign(new Error('x'), {
      name: 'StoreApiError',
      kind: 'network',
      operation: 'cart.get',
    });
    expect(isStoreApiError(new StoreApiError({ kind: 'abort', operation: 'cart.get' }))).toBe(true);
    expect(isStoreApiError(foreign)).toBe(true);
    expect(isStoreApiError(new Error('x'))).toBe(false);
    expect(isStoreApiError({ name: 'StoreApiError', kind: 'http', operation: 'x' })).toBe(false);
    expect(isStoreApiError(undefined)).toBe(false);
  });
});
