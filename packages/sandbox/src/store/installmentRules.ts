import { roundMoney } from '../random';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** An installment option. */
export interface InstallmentOption {
  quantity: number;
  installmentAmount: number;
  totalAmount: number;
  interestFree: boolean;
  description: string;
}

/**
 * Installments of a value: up to 18, the first `interestFree` without interest (a value of 1 is
 * treated as 0, i.e. only 1x), the rest with compound monthly interest; none below the minimum value.
 */
export function installmentsFor(
  value: number,
  settings: { maxInstallmentsWithoutInterest: number; interestRate: number; minInstallmentValue: number },
  max = 18,
): InstallmentOption[] {
  const free = Math.max(settings.maxInstallmentsWithoutInterest, 1);
  const options: InstallmentOption[] = [];
  for (let quantity = 1; quantity <= max; quantity++) {
    const interestFree = quantity <= free;
    const rate = settings.interestRate;
    const installmentAmount = roundMoney(
      interestFree || rate === 0 ? value / quantity : (value * rate) / (1 - (1 + rate) ** -quantity),
    );
    if (quantity > 1 && installmentAmount < settings.minInstallmentValue) break;
    options.push({
      quantity,
      installmentAmount,
      totalAmount: roundMoney(interestFree ? value : installmentAmount * quantity),
      interestFree,
      description: `${quantity}x de ${brl.format(installmentAmount)} ${interestFree ? 'sem juros' : 'com juros'}`,
    });
  }
  return options;
}
