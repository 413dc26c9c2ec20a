import * as z from 'zod/mini';
import type { FreightOption } from '../../schemas/freightOptionSchema';
import { freightOptionSchema } from '../../schemas/freightOptionSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { AreaEndpoints } from './AreaEndpoints';
import { noInput } from './noInput';
import { optionalTextReply } from './optionalTextReply';
import { payload } from './payload';
import { unmaskCep } from './unmaskCep';

/** The `preCheckout.*` calls of `storeEndpoints`, loaded by the client on the area's first call. */
export const preCheckoutEndpoints = {
  'preCheckout.saveShipping': payload(
    (input: { readonly shipping: FreightOption; readonly cep: string }) => ({
      shipping: input.shipping,
      cep: unmaskCep(input.cep),
    }),
    successReplySchema,
  ),
  'preCheckout.saveCep': payload(
    (input: { readonly cep: string }) => ({ cep: unmaskCep(input.cep) }),
    successReplySchema,
  ),
  /** Answers the saved postal code, `null` when none. */
  'preCheckout.getCep': noInput(optionalTextReply),
  'preCheckout.getShipping': noInput(z.nullable(freightOptionSchema)),
  'preCheckout.deleteShipping': noInput(successReplySchema),
  'preCheckout.deleteCep': noInput(successReplySchema),
} satisfies AreaEndpoints<'preCheckout'>;
