/** The installment query of the card provider: how many installments to ask for, and how many are interest free. */
export interface InstallmentQueryLimit {
  /** Always 18, the spec's maximum. */
  maxInstallments: number;
  /** The configured interest-free count; 1 (a single payment is always interest free) and invalid values are 0. */
  maxInstallmentsInterestFree: number;
}

/** The installment query limit: 18 installments plus the configured interest-free count, where 1 means 0. */
export function installmentQueryLimit(
  maxInterestFree: number | string | null | undefined,
): InstallmentQueryLimit {
  const configured = Math.floor(Number(maxInterestFree));
  const interestFree = Number.isFinite(configured) && configured > 1 ? configured : 0;
  return { maxInstallments: 18, maxInstallmentsInterestFree: interestFree };
}
