import { describe, expect, it } from 'vitest';
import { readErrorText } from './readErrorText';

describe('readErrorText', () => {
  it.each([
    ['{"message":"CEP inválido."}', 'CEP inválido.'],
    ['{"error":"Cupom expirado."}', 'Cupom expirado.'],
    ['{"message":"","error":"Sem estoque."}', 'Sem estoque.'],
    ['"Limite de compra atingido."', 'Limite de compra atingido.'],
    ['  Produto indisponível.  ', 'Produto indisponível.'],
  ])('given the body %s, it answers the server text', (body, expected) => {
    expect(readErrorText(body)).toBe(expected);
  });

  it.each([
    ['', 'an empty body'],
    ['<!doctype html><h1>502</h1>', 'an HTML page'],
    ['{"status":500}', 'JSON without a message'],
    ['x'.repeat(501), 'a text too long to be a message'],
  ])('given %s (%s), it answers undefined', (body) => {
    expect(readErrorText(body)).toBeUndefined();
  });
});
