import * as z from 'zod/mini';
import { paymentGatewaySchema } from '../../schemas/paymentGatewaySchema';
import { takeXPayYCampaignSchema } from '../../schemas/takeXPayYCampaignSchema';
import type { StoreEndpoint } from '../StoreEndpoint';
import { noInput, query } from './defineEndpoint';

const gateways = z.array(paymentGatewaySchema);

/** The cart-area calls about prices and payment: gateways, installments, the suggested value and take-X-pay-Y campaigns. */
export const cartPricingEndpoints = {
  'cart.gateways': noInput(gateways),
  /** The installments for a value in BRL (unit price times quantity), per gateway, method and brand. */
  'cart.installments': query((input: { readonly value: number }) => input, gateways),
  /** Answers the suggested value in BRL, `null` when there is none. */
  'cart.suggestedValue': noInput(z.nullable(z.number())),
  'cart.takeXPayY': noInput(z.array(takeXPayYCampaignSchema)),
} satisfies { readonly [K in `cart.${string}`]?: StoreEndpoint<never, z.core.$ZodType> };

/** The calls of `cartPricingEndpoints`. */
export type CartPricingEndpoints = typeof cartPricingEndpoints;
