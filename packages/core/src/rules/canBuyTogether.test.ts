import { describe, expect, it } from 'vitest';
import { canBuyTogether } from './canBuyTogether';

const plain = { selected: true, hasVariations: false, stock: 4 };

describe('canBuyTogether', () => {
  it('given two selected products in stock, the bundle may be bought', () => {
    expect(canBuyTogether([plain, { selected: true, hasVariations: true, sku: { stock: 2 } }])).toEqual({
      ok: true,
    });
  });

  it("given fewer than 2 selected, it asks to 'Selecione os produtos que deseja comprar junto.'", () => {
    expect(canBuyTogether([plain, { ...plain, selected: false }])).toEqual({
      ok: false,
      reason: 'too-few',
      message: 'Selecione os produtos que deseja comprar junto.',
    });
  });

  it('given a selected product with variations but no SKU chosen, it asks for the variations before buying or quoting', () => {
    const items = [plain, { selected: true, hasVariations: true }];
    expect(canBuyTogether(items)).toMatchObject({
      ok: false,
      reason: 'missing-variation',
      message: 'Por favor, selecione as variações de todos os produtos antes de comprar.',
    });
    expect(canBuyTogether(items, { mode: 'quote' })).toMatchObject({
      message: 'Por favor, selecione as variações de todos os produtos antes de orçar.',
    });
  });

  it('given a chosen SKU without stock, it asks to change the variation or unselect it', () => {
    const items = [plain, { selected: true, hasVariations: true, sku: { stock: 0 } }];
    expect(canBuyTogether(items)).toEqual({
      ok: false,
      reason: 'out-of-stock',
      message:
        'Um ou mais produtos selecionados estão sem estoque. Por favor, altere a variação ou remova a seleção do produto.',
    });
  });

  it('ignores unselected items when checking variations and stock', () => {
    const items = [plain, plain, { selected: false, hasVariations: true, sku: { stock: 0 } }];
    expect(canBuyTogether(items)).toEqual({ ok: true });
  });
});
