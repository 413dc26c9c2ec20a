import * as z from 'zod/mini';
import type { AddToCartPayload } from '../../schemas/addToCartPayloadSchema';
import { cartCountReplySchema } from '../../schemas/cartCountReplySchema';
import { cartSchema } from '../../schemas/cartSchema';
import { freeFreightTipSchema } from '../../schemas/freeFreightTipSchema';
import { freightOptionSchema } from '../../schemas/freightOptionSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { StoreEndpoint } from '../StoreEndpoint';
import { toQueryString } from '../toQueryString';
import { mixed, noInput, payload, query, unmaskCep } from './defineEndpoint';

const freightOptions = z.array(freightOptionSchema);

/** Everything `cartMachine` does with the cart, plus the product page's and checkout's freight and limit calls. Mutations of the cart answer the updated cart, so a caller can confirm its state from the reply. */
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
  'cart.applyDiscount': payload((input: { readonly key: string }) => input, cartSchema),
  'cart.removeDiscount': noInput(cartSchema),
  'cart.applyVoucher': payload((input: { readonly key: string }) => input, cartSchema),
  'cart.removeVoucher': noInput(cartSchema),
  'cart.updateValue': noInput(cartSchema),
} satisfies { readonly [K in `cart.${string}`]?: StoreEndpoint<never, z.core.$ZodType> };

/** The calls of `cartEndpoints`. */
export type CartEndpoints = typeof cartEndpoints;
