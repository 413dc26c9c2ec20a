import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES } from './brazilianStates';
import { isBrazilianState } from './isBrazilianState';

describe('BRAZILIAN_STATES and isBrazilianState', () => {
  it('lists the 27 federative units with unique two-letter codes, in alphabetical order of name', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(new Set(BRAZILIAN_STATES.map((state) => state.code)).size).toBe(27);
    const names = BRAZILIAN_STATES.map((state) => state.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);
    expect(BRAZILIAN_STATES[0]).toEqual({ code: 'AC', name: 'Acre' });
    expect(BRAZILIAN_STATES.find((state) => state.code === 'SP')?.name).toBe('São Paulo');
    expect(BRAZILIAN_STATES.find((state) => state.code === 'DF')?.name).toBe('Distrito Federal');
  });

  it('given every listed code, isBrazilianState accepts it', () => {
    for (const state of BRAZILIAN_STATES) expect(isBrazilianState(state.code)).toBe(true);
  });

  it('given an unknown code, lowercase, an empty value or a non-string, isBrazilianState rejects it', () => {
    for (const value of ['XX', 'sp', 'SP ', '', 'São Paulo', undefined, null, 35]) {
      expect(isBrazilianState(value)).toBe(false);
    }
  });
});
