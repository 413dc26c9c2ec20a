import * as z from 'zod/mini';
import type { AddToCartPayload } from '../../schemas/addToCartPayloadSchema';
import { cartCountReplySchema } from '../../schemas/cartCountReplySchema';
import { cartSchema } from '../../schemas/cartSchema';
import { freeFreightTipSchema } from '../../schemas/freeFreightTipSchema';
import { freightOptionSchema } from '../../schemas/freightOptionSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import { takeXPayYCampaignSchema } from '../../schemas/takeXPayYCampaignSchema';
import { toQueryString } from '../toQueryString';
import type { AreaEndpoints } from './AreaEndpoints';
import { gatewaysReply } from './gatewaysReply';
import { mixed } from './mixed';
import { noInput } from './noInput';
import { payload } from './payload';
import { query } from './query';
import { unmaskCep } from './unmaskCep';

const freightOptions = z.array(freightOptionSchema);

/** The `cart.*` calls of `storeEndpoints`, loaded by the client on the area's first call. */
export const cartEndpoints = {
  'cart.get': noInput(cartSchema),
  'cart.count': noInput(cartCountReplySchema),
  'cart.add': payload(
    (input: AddToCartPayload) => ({ ...input, isRecurrent: input.isRecurrent ?? false }),
    successReplySchema,
  ),
  'cart.addMassive': payload(
    (input: readonly Omit<AddToCartPayload, 'isRecurrent'>[]) => input,
    successReplySchema,
  ),
  'cart.changeQuantity': payload(
    (input: { readonly idCartItem: number; readonly quantity: number }) => input,
    cartSchema,
  ),
  'cart.deleteItem': payload((input: { readonly id: number }) => input, cartSchema),
  'cart.clean': noInput(cartSchema),
  'cart.freights': payload(
    (input: { readonly cep: string; readonly freteGratisValeCompra?: boolean }) => ({
      ...input,
      cep: unmaskCep(input.cep),
    }),
    freightOptions,
  ),
  'cart.checkoutFreights': payload(
    (input: { readonly cep: string }) => ({ cep: unmaskCep(input.cep) }),
    freightOptions,
  ),
  'cart.productFreights': mixed(
    (input: {
      readonly cep: string;
      readonly quantity: number;
      readonly idProduct: number;
      readonly idSku: number | null;
    }) => ({
      params: toQueryString({ cep: unmaskCep(input.cep) }),
      json: { quantity: input.quantity, idProduct: input.idProduct, idSku: input.idSku },
    }),
    freightOptions,
  ),
  'cart.digitalFreight': noInput(freightOptions),
  'cart.freeFreightTip': query(
    (input: { readonly cep: string }) => ({ cep: unmaskCep(input.cep) }),
    z.nullable(freeFreightTipSchema),
  ),
  'cart.cancelFreight': noInput(cartSchema),
  'cart.freeFreightCheck': noInput(successReplySchema),
  /** Rejects with the server's limit text (HTTP error) when the quantity breaks a limit. */
  'cart.showcaseLimits': payload(
    (input: { readonly idProduct: number; readonly idSku: number | null; readonly quantity: number }) =>
      input,
    successReplySchema,
  ),
  /** Rejects with the server's limit text (HTTP error) when the cart breaks a limit. */
  'cart.cartLimits': noInput(successReplySchema),
  'cart.gateways': noInput(gatewaysReply),
  /** The installments for a value in BRL (unit price times quantity), per gateway, method and brand. */
  'cart.installments': query((input: { readonly value: number }) => input, gatewaysReply),
  'cart.applyDiscount': payload((input: { readonly key: string }) => input, cartSchema),
  'cart.removeDiscount': noInput(cartSchema),
  'cart.applyVoucher': payload((input: { readonly key: string }) => input, cartSchema),
  'cart.removeVoucher': noInput(cartSchema),
  /** Answers the suggested value in BRL, `null` when there is none. */
  'cart.suggestedValue': noInput(z.nullable(z.number())),
  'cart.takeXPayY': noInput(z.array(takeXPayYCampaignSchema)),
  'cart.updateValue': noInput(cartSchema),
} satisfies AreaEndpoints<'cart'>;
