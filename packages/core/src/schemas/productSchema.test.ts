import { describe, expect, it } from 'vitest';
import { productDetailSchema } from './productDetailSchema';
import { productSchema } from './productSchema';

const minimal = {
  idProduct: 10,
  name: 'Camiseta Básica',
  urlFriendly: 'camiseta-basica',
  price: 59.9,
  stock: 12,
};

describe('productSchema', () => {
  it('given only the fields the storefront depends on, it accepts the product', () => {
    const product = productSchema.parse(minimal);
    expect(product).toEqual(minimal);
    expect(product.pricePromotion).toBeUndefined();
  });

  it('given fields the platform added, it keeps them', () => {
    const product = productSchema.parse({ ...minimal, weightKg: 0.3, idSupplier: 8 });
    expect(product).toMatchObject({ weightKg: 0.3, idSupplier: 8 });
  });

  it('given a price as text, it rejects the product', () => {
    const result = productSchema.safeParse({ ...minimal, price: '59,90' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['price']);
  });

  it.each([
    ['idProduct', '10'],
    ['stock', null],
    ['name', undefined],
  ])('given %s as %j, it rejects the product', (field, value) => {
    expect(productSchema.safeParse({ ...minimal, [field]: value }).success).toBe(false);
  });

  it('given flags as 0/1 or booleans, it hands them out as booleans', () => {
    const product = productSchema.parse({
      ...minimal,
      flagExhausted: 1,
      hasConjunct: 0,
      isKit: true,
      haveSku: false,
    });
    expect(product).toMatchObject({ flagExhausted: true, hasConjunct: false, isKit: true, haveSku: false });
  });

  it('given a flag with another number, it rejects the product instead of guessing', () => {
    expect(productSchema.safeParse({ ...minimal, flagExhausted: 2 }).success).toBe(false);
  });

  it('given nulls where the platform omits data, it accepts them', () => {
    const product = productSchema.parse({
      ...minimal,
      pricePromotion: null,
      brand: null,
      installmentMax: null,
    });
    expect(product.brand).toBeNull();
  });

  it('given references, SKUs and nested products, it parses them all the way down', () => {
    const product = productSchema.parse({
      ...minimal,
      code: 4411,
      availableReferences: [
        {
          idReference: 1,
          name: 'Cor',
          variations: [{ idVariation: 3, name: 'Preto', color: '#000000' }],
        },
      ],
      skUs: [
        {
          idSku: 31,
          price: 59.9,
          pricePromotion: 49.9,
          stock: 0,
          standard: 1,
          visible: 1,
          variations: [{ idVariation: 3, name: 'Preto' }],
          installmentMax: { maxNumber: 3, value: 16.63 },
        },
      ],
      kitProducts: [{ ...minimal, idProduct: 11, quantity: 2 }],
      relatedProducts: [{ ...minimal, idProduct: 12, flagExhausted: 1 }],
      sealStatus: { name: 'normal' },
    });
    expect(product.code).toBe('4411');
    expect(product.skUs?.[0]).toMatchObject({ standard: true, visible: true, stock: 0 });
    expect(product.kitProducts?.[0]?.quantity).toBe(2);
    expect(product.relatedProducts?.[0]?.flagExhausted).toBe(true);
  });

  it('given a kit component without its quantity, it rejects the product', () => {
    expect(productSchema.safeParse({ ...minimal, kitProducts: [minimal] }).success).toBe(false);
  });

  it('given its own output, it parses it to the same value (data typed as Product can be served as is)', () => {
    const once = productSchema.parse({ ...minimal, flagExhausted: 0, code: 7, skUs: [] });
    expect(productSchema.parse(once)).toEqual(once);
  });
});

describe('productDetailSchema', () => {
  it('given a gallery whose variation ids come as a comma list, it hands them out as numbers', () => {
    const detail = productDetailSchema.parse({
      ...minimal,
      productImages: [
        { imageDefault: '/img/1.webp', variacao_ids: '3, 7,,x' },
        { imageDefault: '/img/2.webp', variacao_ids: [9] },
        { imageDefault: '/img/3.webp' },
      ],
    });
    expect(detail.productImages?.map((image) => image.variacao_ids)).toEqual([[3, 7], [9], undefined]);
  });

  it('given a sibling grouping of an unknown type, it rejects the detail', () => {
    const grouping = { name: 'Outras Cores', products: [] };
    expect(
      productDetailSchema.safeParse({ ...minimal, productGrouping: { ...grouping, type: 'Cor' } }).success,
    ).toBe(true);
    expect(
      productDetailSchema.safeParse({ ...minimal, productGrouping: { ...grouping, type: 'Som' } }).success,
    ).toBe(false);
  });

  it('given buy-together products, it parses them as products', () => {
    const detail = productDetailSchema.parse({
      ...minimal,
      buyTogether: [{ ...minimal, idProduct: 20, isKit: 1 }],
    });
    expect(detail.buyTogether?.[0]?.isKit).toBe(true);
  });
});
