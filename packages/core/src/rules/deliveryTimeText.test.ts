import { describe, expect, it } from 'vitest';
import { deliveryTimeText } from './deliveryTimeText';

const option = (
  deliveryTime: number | null,
  usefulDay: boolean | number = false,
  ScheduledDelivery: boolean | number = false,
) => ({
  shippingMode: { idShippingMode: 1, name: 'PAC', deliveryTime, usefulDay, ScheduledDelivery },
  valueShipping: 20,
});

describe('deliveryTimeText', () => {
  it("uses 'dia' for one and 'dias' for several", () => {
    expect(deliveryTimeText(option(1))).toBe('1 dia');
    expect(deliveryTimeText(option(5))).toBe('5 dias');
  });

  it("adds 'úteis' for business days ('útil' for one)", () => {
    expect(deliveryTimeText(option(5, 1))).toBe('5 dias úteis');
    expect(deliveryTimeText(option(1, true))).toBe('1 dia útil');
  });

  it("shows '(Envio Imediato)' when deliveryTime is null", () => {
    expect(deliveryTimeText(option(null))).toBe('(Envio Imediato)');
    expect(deliveryTimeText({ valueShipping: 0 })).toBe('(Envio Imediato)');
  });

  it("marks scheduled delivery with '(*)'", () => {
    expect(deliveryTimeText(option(5, true, 1))).toBe('5 dias úteis (*)');
    expect(deliveryTimeText(option(null, false, true))).toBe('(Envio Imediato) (*)');
  });
});
