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
import type { RecoverEmailPayload } from '../../schemas/recoverEmailPayloadSchema';
import type { RegisterPayload } from '../../schemas/registerPayloadSchema';
import type { SocialLoginPayload } from '../../schemas/socialLoginPayloadSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { AreaEndpoints } from './AreaEndpoints';
import { noInput } from './noInput';
import { payload } from './payload';
import { productsReply } from './productsReply';
import { query } from './query';
import { unmaskCep } from './unmaskCep';

/** The `customer.*` calls of `storeEndpoints`, loaded by the client on the area's first call. */
export const customerEndpoints = {
  'customer.login': payload((input: LoginPayload) => input, customerSchema),
  'customer.logout': noInput(successReplySchema),
  /** Answers the logged-in customer, `null` for a visitor. */
  'customer.verifyLogin': noInput(z.nullable(customerSchema)),
  'customer.getClient': noInput(customerSchema),
  'customer.getCustomerId': noInput(z.nullable(z.number())),
  'customer.register': payload((input: RegisterPayload) => input, customerSchema),
  'customer.changePassword': payload((input: ChangePasswordPayload) => input, successReplySchema),
  'customer.identification': payload((input: IdentificationPayload) => input, identificationReplySchema),
  'customer.saveAddress': payload(
    (input: AddressPayload) => ({ ...input, cep: unmaskCep(input.cep) }),
    addressSchema,
  ),
  'customer.addresses': noInput(z.array(addressSchema)),
  'customer.setAddressFlag': payload(
    (input: { readonly idAddress: number; readonly defaultDelivery?: boolean; readonly billing?: boolean }) =>
      input,
    successReplySchema,
  ),
  'customer.deleteAddress': payload((input: { readonly idAddress: number }) => input, successReplySchema),
  'customer.changeEmail': payload((input: ChangeEmailPayload) => input, successReplySchema),
  /** Answers the account's e-mail (masked by the platform). */
  'customer.recoverEmail': payload(
    (input: RecoverEmailPayload) => input,
    z.pipe(
      z.union([z.string(), z.looseObject({ email: z.string() })]),
      z.transform((reply: string | { email: string }) => (typeof reply === 'string' ? reply : reply.email)),
    ),
  ),
  'customer.sendRecoverEmail': payload(
    (input: { readonly email: string; readonly tokenRecaptcha: string }) => input,
    successReplySchema,
  ),
  'customer.changeInfo': payload((input: ChangeCustomerInfoPayload) => input, successReplySchema),
  'customer.verifyAccessKeyEmail': payload((input: { readonly key: string }) => input, successReplySchema),
  /** Answers true when the e-mail or CPF/CNPJ already has an account. */
  'customer.verifyRegistration': payload(
    (input: { readonly email?: string; readonly cpfCnpj?: string }) => input,
    successReplySchema,
  ),
  'customer.verifySession': noInput(successReplySchema),
  'customer.socialLogin': payload((input: SocialLoginPayload) => input, customerSchema),
  'customer.orders': query(
    (input?: { readonly page?: number }) => ({ page: input?.page }),
    z.array(orderSchema),
  ),
  'customer.wishlist': noInput(productsReply),
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
} satisfies AreaEndpoints<'customer'>;
