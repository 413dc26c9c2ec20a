import { describe, expect, it } from 'vitest';
import { shelfCount } from './shelfCount';

describe('shelfCount', () => {
  it('rounds and keeps the count within 1..12; none stays none', () => {
    expect([shelfCount(20), shelfCount(0), shelfCount(4.6), shelfCount(null), shelfCount(undefined)]).toEqual(
      [12, 1, 5, undefined, undefined],
    );
  });
});
