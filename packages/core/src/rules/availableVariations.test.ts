import { describe, expect, it } from 'vitest';
import { availableVariations } from './availableVariations';

const references = [
  { idReference: 1, variations: [{ idVariation: 10 }, { idVariation: 11 }] },
  { idReference: 2, variations: [{ idVariation: 20 }, { idVariation: 21 }] },
];
const skus = [
  { idSku: 100, price: 50, stock: 3, variations: [{ idVariation: 10 }, { idVariation: 20 }] },
  { idSku: 101, price: 50, stock: 0, variations: [{ idVariation: 10 }, { idVariation: 21 }] },
  { idSku: 102, price: 55, stock: 7, variations: [{ idVariation: 11 }, { idVariation: 21 }] },
];

describe('availableVariations', () => {
  it('given nothing chosen, every variation some SKU has exists, and is in stock when one such SKU is', () => {
    const [colours, sizes] = availableVariations(skus, references, {});
    expect(colours?.variations).toEqual([
      { idVariation: 10, chosen: false, exists: true, inStock: true },
      { idVariation: 11, chosen: false, exists: true, inStock: true },
    ]);
    expect(sizes?.variations.map((v) => v.inStock)).toEqual([true, true]);
  });

  it('given Azul chosen, size M exists but is out of stock, and Azul itself stays selectable', () => {
    const [colours, sizes] = availableVariations(skus, references, { 1: 10 });
    expect(sizes?.variations).toEqual([
      { idVariation: 20, chosen: false, exists: true, inStock: true },
      { idVariation: 21, chosen: false, exists: true, inStock: false },
    ]);
    expect(colours?.variations[0]).toEqual({ idVariation: 10, chosen: true, exists: true, inStock: true });
  });

  it('given Preto chosen, size P does not exist', () => {
    const [, sizes] = availableVariations(skus, references, { 1: 11 });
    expect(sizes?.variations[0]).toMatchObject({ idVariation: 20, exists: false, inStock: false });
  });

  it('given named references and variations, each button carries its name', () => {
    const named = [
      { idReference: 1, name: 'Cor', variations: [{ idVariation: 10, name: 'Azul' }] },
      { idReference: 2, name: 'Tamanho', variations: [{ idVariation: 20, name: 'M' }] },
    ];
    const [colours, sizes] = availableVariations(skus, named, {});
    expect(colours).toMatchObject({ name: 'Cor', variations: [{ idVariation: 10, name: 'Azul' }] });
    expect(sizes).toMatchObject({ name: 'Tamanho', variations: [{ idVariation: 20, name: 'M' }] });
  });
});
