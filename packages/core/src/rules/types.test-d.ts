import { describe, expectTypeOf, it } from 'vitest';
import type {
  CardInstallmentsReply,
  Cart,
  CartItem,
  FreeFreightTip,
  FreightOption,
  InstallmentMax,
  InstallmentOption,
  Product,
  ProductGrouping,
  Reference,
  Sku,
  TakeXPayYCampaign,
} from '../index';
import type { CardProviderV4InstallmentsReply } from './cardProviderInstallments';
import type { BuyXGetYRoleLike } from './takeXPayYTips';
import type {
  CartLike,
  CartLineLike,
  FreeFreightTipLike,
  FreightOptionLike,
  InstallmentMaxLike,
  InstallmentOptionLike,
  ProductGroupingLike,
  ProductLike,
  ReferenceLike,
  SkuLike,
} from './types';

// The rules take structural inputs; these checks fail the typecheck if the client's parsed entities drift away.
describe('rule input types', () => {
  it("accept the API client's parsed entities as they are", () => {
    expectTypeOf<Product>().toExtend<ProductLike>();
    expectTypeOf<Sku>().toExtend<SkuLike>();
    expectTypeOf<Reference>().toExtend<ReferenceLike>();
    expectTypeOf<Cart>().toExtend<CartLike>();
    expectTypeOf<CartItem>().toExtend<CartLineLike>();
    expectTypeOf<FreightOption>().toExtend<FreightOptionLike>();
    expectTypeOf<FreeFreightTip>().toExtend<FreeFreightTipLike>();
    expectTypeOf<InstallmentOption>().toExtend<InstallmentOptionLike>();
    expectTypeOf<InstallmentMax>().toExtend<InstallmentMaxLike>();
    expectTypeOf<ProductGrouping>().toExtend<ProductGroupingLike>();
    expectTypeOf<CardInstallmentsReply>().toExtend<CardProviderV4InstallmentsReply>();
    expectTypeOf<NonNullable<TakeXPayYCampaign['buyXGetYRoles']>[number]>().toExtend<BuyXGetYRoleLike>();
  });
});
