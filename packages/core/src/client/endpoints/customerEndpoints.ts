import * as z from 'zod/mini';
import type { AddressPayload } from '../../schemas/addressPayloadSchema';
import { addressSchema } from '../../schemas/addressSchema';
import type { ChangeCustomerInfoPayload } from '../../schemas/changeCustomerInfoPayloadSchema';
import type { ChangeEmailPayload } from '../../schemas/changeEmailPayloadSchema';
import type { ChangePasswordPayload } from '../../schemas/changePasswordPayloadSchema';
import { customerSchema } from '../../schemas/customerSchema';
import { giftCardSchema } from '../../schemas/giftCardSchema';
import type { IdentificationPayload } from '../../schemas/identificationPayloadSchema';
import { identificationReplySchema } from '../../schemas/identificationReplySchema';
import type { LoginPayload } from '../../schemas/loginPayloadSchema';
import { orderSchema } from '../../schemas/orderSchema';
import { postalCodeAddressSchema } from '../../schemas/postalCodeAddressSchema';
import { productSchema } from '../../schemas/productSchema';
import type { RecoverEmailPayload } from '../../schemas/recoverEmailPayloadSchema';
import type { RegisterPayload } from '../../schemas/registerPayloadSchema';
import type { SocialLoginPayload } from '../../schemas/socialLoginPayloadSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { StoreEndpoint } from '../StoreEndpoint';
import { noInput, payload, put, query, unmaskCep, via } from './defineEndpoint';

const products = z.array(productSchema);

/** The customer area: session, registration, addresses, e-mail and password, orders, wishlist, gift cards. */
export const customerEndpoints = {
  'customer.login': via(
    '/api/login',
    payload((input: LoginPayload) => input, customerSchema),
  ),
  'customer.logout': via('/api/logout', noInput(successReplySchema)),
  /** Answers the logged-in customer, `null` for a visitor. */
  'customer.verifyLogin': via('/api/verifyLogin', noInput(z.nullable(customerSchema))),
  'customer.getClient': via('/api/getClient', noInput(customerSchema)),
  'customer.getCustomerId': via('/api/getCustomerId', noInput(z.nullable(z.number()))),
  'customer.register': via(
    '/api/register',
    payload((input: RegisterPayload) => input, customerSchema),
  ),
  'customer.changePassword': via(
    '/api/changePassword',
    payload((input: ChangePasswordPayload) => input, successReplySchema),
  ),
  'customer.identification': via(
    '/api/identification',
    payload((input: IdentificationPayload) => input, identificationReplySchema),
  ),
  'customer.saveAddress': via(
    '/api/createAlterClientAddress',
    payload((input: AddressPayload) => ({ ...input, cep: unmaskCep(input.cep) }), addressSchema),
  ),
  'customer.addresses': noInput(z.array(addressSchema)),
  'customer.setAddressFlag': payload(
    (input: { readonly idAddress: number; readonly defaultDelivery?: boolean; readonly billing?: boolean }) =>
      input,
    successReplySchema,
  ),
  'customer.deleteAddress': payload((input: { readonly idAddress: number }) => input, successReplySchema),
  'customer.changeEmail': put(payload((input: ChangeEmailPayload) => input, successReplySchema)),
  /** Answers the account's e-mail (masked by the platform). */
  'customer.recoverEmail': via(
    '/api/recoverEmail',
    payload(
      (input: RecoverEmailPayload) => input,
      z.pipe(
        z.union([z.string(), z.looseObject({ email: z.string() })]),
        z.transform((reply: string | { email: string }) => (typeof reply === 'string' ? reply : reply.email)),
      ),
    ),
  ),
  'customer.sendRecoverEmail': payload(
    (input: { readonly email: string; readonly tokenRecaptcha: string }) => input,
    successReplySchema,
  ),
  'customer.changeInfo': via(
    '/api/changeCustomerInfo',
    payload((input: ChangeCustomerInfoPayload) => input, successReplySchema),
  ),
  'customer.verifyAccessKeyEmail': via(
    '/api/verifyAccessKeyEmail',
    payload((input: { readonly key: string }) => input, successReplySchema),
  ),
  /** Answers true when the e-mail or CPF/CNPJ already has an account. */
  'customer.verifyRegistration': via(
    '/api/verifyRegistration',
    payload((input: { readonly email?: string; readonly cpfCnpj?: string }) => input, successReplySchema),
  ),
  'customer.verifySession': via('/api/verifySession', noInput(successReplySchema)),
  'customer.socialLogin': via(
    '/api/loginsocial',
    payload((input: SocialLoginPayload) => input, customerSchema),
  ),
  'customer.orders': query(
    (input?: { readonly page?: number }) => ({ page: input?.page }),
    z.array(orderSchema),
  ),
  'customer.wishlist': noInput(products),
  'customer.addToWishlist': payload(
    (input: { readonly idProduct: number; readonly idSku?: number | null }) => input,
    successReplySchema,
  ),
  'customer.removeFromWishlist': payload(
    (input: { readonly idProduct: number; readonly idSku?: number | null }) => input,
    successReplySchema,
  ),
  'customer.postalCodeLookup': query(
    (input: { readonly cep: string }) => ({ cep: unmaskCep(input.cep) }),
    postalCodeAddressSchema,
  ),
  /** Answers the shopper's gift balance in BRL. */
  'customer.giftBalance': noInput(z.number()),
  'customer.giftCards': noInput(z.array(giftCardSchema)),
} satisfies { readonly [K in `customer.${string}`]?: StoreEndpoint<never, z.core.$ZodType> };

/** The calls of `customerEndpoints`. */
export type CustomerEndpoints = typeof customerEndpoints;
