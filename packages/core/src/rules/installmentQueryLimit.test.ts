import { describe, expect, it } from 'vitest';
import { installmentQueryLimit } from './installmentQueryLimit';

describe('installmentQueryLimit', () => {
  it('asks for 18 installments with the configured interest-free count', () => {
    expect(installmentQueryLimit(6)).toEqual({ maxInstallments: 18, maxInstallmentsInterestFree: 6 });
    expect(installmentQueryLimit('3')).toEqual({ maxInstallments: 18, maxInstallmentsInterestFree: 3 });
  });

  it('treats an interest-free count of 1 as 0', () => {
    expect(installmentQueryLimit(1)).toEqual({ maxInstallments: 18, maxInstallmentsInterestFree: 0 });
  });

  it('treats a missing, zero, negative or invalid count as 0', () => {
    for (const value of [undefined, null, 0, -2, 'abc', Number.NaN]) {
      expect(installmentQueryLimit(value).maxInstallmentsInterestFree).toBe(0);
    }
  });
});
