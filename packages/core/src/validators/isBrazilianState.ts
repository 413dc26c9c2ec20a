import { BRAZILIAN_STATES, type BrazilianStateCode } from './brazilianStates';

/** Tells whether a value is one of the 27 Brazilian state codes, uppercase as the platform stores them (`'SP'`, not `'sp'`). */
export function isBrazilianState(code: unknown): code is BrazilianStateCode {
  return typeof code === 'string' && BRAZILIAN_STATES.some((state) => state.code === code);
}
