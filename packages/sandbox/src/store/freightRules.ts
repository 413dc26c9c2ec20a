import { roundMoney } from '../random';
import { SandboxError } from './sandboxError';

/** A freight option. */
export interface FreightOption {
  shippingMode: {
    idShippingMode: number;
    name: string;
    /** Days; null means immediate dispatch. */
    deliveryTime: number | null;
    usefulDay: boolean;
    ScheduledDelivery: boolean;
  };
  valueShipping: number;
}

/** Base value and days per CEP first digit (the Correios regions). */
const regions: Record<string, { base: number; days: number; name: string }> = {
  '0': { base: 14.9, days: 2, name: 'Grande São Paulo' },
  '1': { base: 17.9, days: 3, name: 'Interior de São Paulo' },
  '2': { base: 19.9, days: 4, name: 'Rio de Janeiro e Espírito Santo' },
  '3': { base: 21.9, days: 5, name: 'Minas Gerais' },
  '4': { base: 27.9, days: 7, name: 'Bahia e Sergipe' },
  '5': { base: 31.9, days: 8, name: 'Pernambuco, Alagoas, Paraíba e Rio Grande do Norte' },
  '6': { base: 39.9, days: 11, name: 'Norte e Ceará, Piauí, Maranhão' },
  '7': { base: 26.9, days: 6, name: 'Centro-Oeste e Tocantins' },
  '8': { base: 22.9, days: 5, name: 'Paraná e Santa Catarina' },
  '9': { base: 24.9, days: 6, name: 'Rio Grande do Sul' },
};

/** Throws 404 for CEPs that exist in no region (all-equal digits or the 000 prefix). */
export function assertKnownCep(cep: string): void {
  if (/^(\d)\1{7}$/.test(cep) || cep.startsWith('000')) throw new SandboxError(404, 'CEP não encontrado.');
}

/** Deterministic freight options for a CEP, a total weight (kg) and a subtotal (BRL). */
export function freightOptions(
  cep: string,
  weight: number,
  subTotal: number,
  freeThreshold: number,
): FreightOption[] {
  assertKnownCep(cep);
  const region = regions[cep.charAt(0)] as { base: number; days: number };
  const kg = Math.max(0.3, weight);
  const mode = (
    idShippingMode: number,
    name: string,
    valueShipping: number,
    deliveryTime: number | null,
    usefulDay: boolean,
    scheduled = false,
  ): FreightOption => ({
    shippingMode: { idShippingMode, name, deliveryTime, usefulDay, ScheduledDelivery: scheduled },
    valueShipping: roundMoney(valueShipping),
  });
  const options = [
    mode(1, 'PAC', region.base + 2.5 * kg, region.days + 3, true),
    mode(2, 'SEDEX', region.base * 1.8 + 4 * kg, Math.max(1, Math.ceil(region.days / 2)), true),
    mode(3, 'Transportadora Vitrine', region.base * 1.3 + kg, region.days + 5, false),
  ];
  if (cep.startsWith('0')) {
    options.push(mode(4, 'Entrega Agendada', 29.9, 2, false, true));
    options.push(mode(5, 'Retirar na Loja', 0, null, false));
  }
  if (subTotal >= freeThreshold) options.unshift(mode(6, 'Frete Grátis', 0, region.days + 4, true));
  return options;
}
