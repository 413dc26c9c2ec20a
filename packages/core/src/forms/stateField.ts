import * as z from 'zod/mini';
import { BRAZILIAN_STATES, type BrazilianStateCode } from '../validators/brazilianStates';

const stateCodes = BRAZILIAN_STATES.map((state) => state.code) as [
  BrazilianStateCode,
  ...BrazilianStateCode[],
];

/**
 * A required Brazilian state code (`'SP'`) field: anything else, including the select's empty default, reports
 * `message`. Internal building block of the form schemas.
 */
export function stateField(message: string) {
  return z.enum(stateCodes, { error: message });
}
