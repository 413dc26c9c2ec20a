import { describe, expectTypeOf, it } from 'vitest';
import type { Category, Company, Product, ProductDetail, ProductListResponse } from '../index';
import type { StoreClient, StoreResult } from './StoreClient';

// What a user's compiler sees from the raw client: the entities the package names, with no index signature, so a
// misspelt field is an error instead of an `unknown`.
describe('the client’s results', () => {
  it('are the named entities', () => {
    expectTypeOf<
      Awaited<ReturnType<StoreClient['catalogue']['productDetail']>>
    >().toEqualTypeOf<ProductDetail>();
    expectTypeOf<Awaited<ReturnType<StoreClient['catalogue']['showcase']>>>().toEqualTypeOf<Product[]>();
    expectTypeOf<Awaited<ReturnType<StoreClient['catalogue']['categories']>>>().toEqualTypeOf<Category[]>();
    expectTypeOf<StoreResult<'catalogue.searchWithFilters'>>().toEqualTypeOf<ProductListResponse>();
    expectTypeOf<StoreResult<'content.company'>>().toEqualTypeOf<Company>();
  });

  it('keep the keys of a record (a card brand → its plans)', () => {
    type CreditCard = StoreResult<'payment.cardInstallments'>['payment_methods']['credit_card'];
    expectTypeOf<keyof CreditCard>().toEqualTypeOf<string | number>();
  });

  it('do not accept a misspelt field', () => {
    const read = async (client: StoreClient) => {
      const detail = await client.catalogue.productDetail({ urlFriendly: 'camiseta' });
      // @ts-expect-error `nmae` is not a field of a product (the index signature would let it through as unknown).
      detail.nmae;
      const [first] = await client.catalogue.showcase({ quantity: 3 });
      // @ts-expect-error `prise` is not a field of a product.
      first?.prise;
      const page = await client.catalogue.searchWithFilters({ word: 'camisa' });
      // @ts-expect-error `produtcs` is not a field of a listing page.
      page.produtcs;
      return detail.name;
    };
    expectTypeOf(read).returns.resolves.toEqualTypeOf<string>();
  });
});
