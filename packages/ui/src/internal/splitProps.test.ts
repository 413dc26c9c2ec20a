import { describe, expect, it } from 'vitest';
import { splitProps } from './splitProps';

describe('splitProps', () => {
  it('puts the named keys on one side and the rest on the other, leaving absent keys out of both', () => {
    const [texts, element] = splitProps({ title: 'Meu Carrinho', className: 'x', 'aria-label': 'y' }, [
      'title',
      'close' as never,
    ]);
    expect(texts).toEqual({ title: 'Meu Carrinho' });
    expect(element).toEqual({ className: 'x', 'aria-label': 'y' });
    expect('close' in texts).toBe(false);
  });
});
