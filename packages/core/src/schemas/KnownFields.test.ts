import { describe, expect, it } from 'vitest';
import type { FreightOption } from './freightOptionSchema';
import type { Product } from './productSchema';
import { productSchema } from './productSchema';

// Checked by `pnpm typecheck`: each line below must NOT compile, or the directive itself is an error.
function typos(product: Product, freight: FreightOption) {
  // @ts-expect-error -- a misspelt field of a product does not compile
  void product.priceTypo;
  // @ts-expect-error -- a freight option has no `name`
  void freight.name;
  // @ts-expect-error -- nested entities lose the index signature too
  void product.skUs?.[0]?.colour;
  return [product.name, product.price];
}

describe('entity types without index signatures', () => {
  it('given a reply with keys the schema does not name, parsing keeps them at runtime while the type names only known fields', () => {
    const parsed = productSchema.parse({
      idProduct: 10,
      name: 'Camiseta Básica',
      urlFriendly: 'camiseta-basica',
      price: 59.9,
      stock: 12,
      platformExtra: 'kept',
    });

    expect(parsed).toMatchObject({ name: 'Camiseta Básica', platformExtra: 'kept' });
    expect(typos).toBeTypeOf('function');
  });
});
