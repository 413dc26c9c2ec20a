import * as z from 'zod/mini';
import type { AddressPayload } from '../schemas/addressPayloadSchema';
import { addressSchema } from '../schemas/addressSchema';
import type { AddToCartPayload } from '../schemas/addToCartPayloadSchema';
import type { AlertMePayload } from '../schemas/alertMePayloadSchema';
import { antiBotCredentialsSchema } from '../schemas/antiBotCredentialsSchema';
import { bannerSchema } from '../schemas/bannerSchema';
import type { BannerType } from '../schemas/bannerTypeSchema';
import { brandSchema } from '../schemas/brandSchema';
import { cardInstallmentsReplySchema } from '../schemas/cardInstallmentsReplySchema';
import { cartCountReplySchema } from '../schemas/cartCountReplySchema';
import { cartSchema } from '../schemas/cartSchema';
import { categorySchema } from '../schemas/categorySchema';
import type { ChangeCustomerInfoPayload } from '../schemas/changeCustomerInfoPayloadSchema';
import type { ChangeEmailPayload } from '../schemas/changeEmailPayloadSchema';
import type { ChangePasswordPayload } from '../schemas/changePasswordPayloadSchema';
import { companySchema } from '../schemas/companySchema';
import type { ContactPayload } from '../schemas/contactPayloadSchema';
import { contactTopicSchema } from '../schemas/contactTopicSchema';
import { customerSchema } from '../schemas/customerSchema';
import { deliveryTrackingConfigSchema } from '../schemas/deliveryTrackingConfigSchema';
import { eventListItemSchema } from '../schemas/eventListItemSchema';
import { faqSchema } from '../schemas/faqSchema';
import { freeFreightTipSchema } from '../schemas/freeFreightTipSchema';
import type { FreightOption } from '../schemas/freightOptionSchema';
import { freightOptionSchema } from '../schemas/freightOptionSchema';
import { giftCardSchema } from '../schemas/giftCardSchema';
import { groupSchema } from '../schemas/groupSchema';
import type { IdentificationPayload } from '../schemas/identificationPayloadSchema';
import { identificationReplySchema } from '../schemas/identificationReplySchema';
import { institutionalPageSchema } from '../schemas/institutionalPageSchema';
import type { LoginPayload } from '../schemas/loginPayloadSchema';
import { newsletterCategorySchema } from '../schemas/newsletterCategorySchema';
import { newsletterPopupSchema } from '../schemas/newsletterPopupSchema';
import type { NewsletterRegistration } from '../schemas/newsletterRegistrationSchema';
import { newsletterRegistrationSchema } from '../schemas/newsletterRegistrationSchema';
import { orderSchema } from '../schemas/orderSchema';
import { paymentAppConfigSchema } from '../schemas/paymentAppConfigSchema';
import { paymentGatewaySchema } from '../schemas/paymentGatewaySchema';
import { paymentProviderConfigSchema } from '../schemas/paymentProviderConfigSchema';
import { paymentSessionSchema } from '../schemas/paymentSessionSchema';
import { postalCodeAddressSchema } from '../schemas/postalCodeAddressSchema';
import { privacyVerifyReplySchema } from '../schemas/privacyVerifyReplySchema';
import { productDetailSchema } from '../schemas/productDetailSchema';
import { productFilterSchema } from '../schemas/productFilterSchema';
import { productImageSchema } from '../schemas/productImageSchema';
import { productListResponseSchema } from '../schemas/productListResponseSchema';
import { productSchema } from '../schemas/productSchema';
import type { QuotePayload } from '../schemas/quotePayloadSchema';
import type { RatingPayload } from '../schemas/ratingPayloadSchema';
import { ratingSchema } from '../schemas/ratingSchema';
import type { RecoverEmailPayload } from '../schemas/recoverEmailPayloadSchema';
import type { RegisterPayload } from '../schemas/registerPayloadSchema';
import { reputationSealConfigSchema } from '../schemas/reputationSealConfigSchema';
import { sealSchema } from '../schemas/sealSchema';
import type { SocialLoginPayload } from '../schemas/socialLoginPayloadSchema';
import { socialNetworkSchema } from '../schemas/socialNetworkSchema';
import { successReplySchema } from '../schemas/successReplySchema';
import { takeXPayYCampaignSchema } from '../schemas/takeXPayYCampaignSchema';
import type { OperationName } from './operations';
import type { ProductListQuery } from './ProductListQuery';
import type { SearchQuery } from './SearchQuery';
import type { EncodedCall, StoreEndpoint } from './StoreEndpoint';
import type { QueryValue } from './toQueryString';
import { toQueryString } from './toQueryString';

/** A call without input; `json` is the fixed payload some dedicated paths expect (`null` when none). */
const noInput = <S extends z.core.$ZodType>(
  response: S,
  json: unknown = null,
): StoreEndpoint<undefined, S> => ({
  takesInput: false,
  encode: () => ({ params: '', json }),
  response,
});

/** A read whose input travels as the query-string `params`. */
const query = <I, S extends z.core.$ZodType>(
  toParams: (input: I) => Readonly<Record<string, QueryValue>>,
  response: S,
): StoreEndpoint<I, S> => ({
  takesInput: true,
  encode: (input) => ({ params: toQueryString(toParams(input)), json: null }),
  response,
});

/** A call whose input travels as the `json` payload (or as the body of a dedicated path). */
const payload = <I, S extends z.core.$ZodType>(
  toJson: (input: I) => unknown,
  response: S,
): StoreEndpoint<I, S> => ({
  takesInput: true,
  encode: (input) => ({ params: '', json: toJson(input) }),
  response,
});

/** A call whose input is split between `params` and `json`. */
const mixed = <I, S extends z.core.$ZodType>(
  encode: (input: I) => EncodedCall,
  response: S,
): StoreEndpoint<I, S> => ({
  takesInput: true,
  encode,
  response,
});

/** The spec sends postal codes unmasked: '01310-100' travels as '01310100'. */
const unmaskCep = (cep: string): string => cep.replace(/\D/g, '');

const listQuery = (query: ProductListQuery): Record<string, QueryValue> => ({
  page: query.page,
  pageSize: query.pageSize,
  idCategories: query.idCategories,
  textLink: query.textLink,
  idGroupingType: query.idGroupingType,
  idVariation: query.idVariation,
  idBrand: query.idBrand,
  idAttribute: query.idAttribute,
  ofPrice: query.ofPrice,
  toPrice: query.toPrice,
  sortBy: query.sortBy,
  showProductGroupingFilter: query.showProductGroupingFilter,
});

const searchQuery = (query: SearchQuery): Record<string, QueryValue> => ({
  word: query.word,
  ...listQuery(query),
});

/** The banners of a listing: `path` is the category, group or brand path without the trailing marker. */
interface ListingBannersInput {
  readonly type: BannerType;
  readonly path: string;
}

/** The spec marks listing paths: '/c' for a category, '/g' for a group, '/m' for a brand. */
const listingBanners = (suffix: '/c' | '/g' | '/m') => (input: ListingBannersInput) => ({
  Type: input.type,
  textLink: `${input.path.replace(/\/+$/, '')}${suffix}`,
});

const products = z.array(productSchema);
const filters = z.array(productFilterSchema);
const freightOptions = z.array(freightOptionSchema);
const gateways = z.array(paymentGatewaySchema);
/** An empty reply reads as `null`: the platform answers nothing when there is nothing. */
const optionalText = z.pipe(
  z.union([z.string(), z.null()]),
  z.transform((text: string | null) => (text === '' ? null : text)),
);

/**
 * Every call of the store API: how its input is encoded and how its reply is parsed. Keys are the
 * `area.method` names of `defaultOperations`; the transport (envelope, PUT envelope or dedicated path)
 * comes from there. Reads send their input as query-string `params`, writes as `json`. Mutations of
 * the cart answer the updated cart, so a caller can confirm its state from the reply.
 */
export const storeEndpoints = {
  // Catalogue
  'catalogue.brands': query(
    (input?: { readonly onlyFeatured?: boolean }) => ({ onlyFeatured: input?.onlyFeatured }),
    z.array(brandSchema),
  ),
  'catalogue.categories': noInput(z.array(categorySchema)),
  'catalogue.productsByBrand': query(listQuery, productListResponseSchema),
  'catalogue.productsByGroup': query(listQuery, productListResponseSchema),
  'catalogue.productsByCategory': query(listQuery, productListResponseSchema),
  'catalogue.brandFilters': query(listQuery, filters),
  'catalogue.groupFilters': query(listQuery, filters),
  'catalogue.categoryFilters': query(listQuery, filters),
  'catalogue.searchFilters': query(searchQuery, filters),
  'catalogue.relatedProducts': query((input: { readonly idProduct: number }) => input, products),
  'catalogue.alsoPurchased': query((input: { readonly idProduct: number }) => input, products),
  'catalogue.search': query(
    (input: { readonly word: string; readonly qtdRegister?: number }) => ({
      qtdRegister: input.qtdRegister,
      word: input.word,
    }),
    products,
  ),
  'catalogue.searchWithFilters': query(searchQuery, productListResponseSchema),
  'catalogue.showcase': query(
    (input?: { readonly quantity?: number }) => ({ quantity: input?.quantity ?? 12 }),
    products,
  ),
  'catalogue.groupShowcase': query(
    (input?: { readonly quantity?: number }) => ({ quantity: input?.quantity ?? 12 }),
    z.array(groupSchema),
  ),
  'catalogue.groups': noInput(z.array(groupSchema)),
  'catalogue.mostSold': query(
    (input?: { readonly quantity?: number }) => ({ quantity: input?.quantity ?? 12 }),
    products,
  ),
  'catalogue.newcomers': query(
    (input?: { readonly pageSize?: number }) => ({ pageSize: input?.pageSize ?? 12 }),
    products,
  ),
  'catalogue.productDetail': query((input: { readonly urlFriendly: string }) => input, productDetailSchema),
  'catalogue.productImages': query(
    (input: { readonly idProduct: number }) => input,
    z.array(productImageSchema),
  ),
  'catalogue.lightningOffers': noInput(products),
  'catalogue.banners': query(
    (input: { readonly type: BannerType }) => ({ Type: input.type }),
    z.array(bannerSchema),
  ),
  'catalogue.categoryBanners': query(listingBanners('/c'), z.array(bannerSchema)),
  'catalogue.groupBanners': query(listingBanners('/g'), z.array(bannerSchema)),
  'catalogue.brandBanners': query(listingBanners('/m'), z.array(bannerSchema)),
  'catalogue.takeXPayY': query(
    (input: { readonly idProduct: number; readonly idSku?: number | null }) => input,
    z.nullable(takeXPayYCampaignSchema),
  ),
  'catalogue.paymentGateways': noInput(gateways),
  'catalogue.sendBudget': payload((input: QuotePayload) => input, successReplySchema),
  'catalogue.alertMe': payload((input: AlertMePayload) => input, successReplySchema),

  // Ratings
  'ratings.send': payload((input: RatingPayload) => input, successReplySchema),
  'ratings.list': query((input: { readonly idProduct: number }) => input, z.array(ratingSchema)),

  // Content and store settings
  'content.company': noInput(companySchema),
  'content.institutionalPages': noInput(z.array(institutionalPageSchema)),
  'content.reputationSeal': noInput(z.nullable(reputationSealConfigSchema)),
  'content.faq': noInput(z.array(faqSchema)),
  'content.antiBotCredentials': noInput(antiBotCredentialsSchema),
  'content.seals': noInput(z.array(sealSchema)),
  'content.deliveryTracking': noInput(z.nullable(deliveryTrackingConfigSchema)),
  'content.validSession': noInput(successReplySchema),
  'content.eventList': noInput(z.array(eventListItemSchema)),
  'content.socialNetworks': noInput(z.array(socialNetworkSchema)),
  'content.companySocialMedia': noInput(z.array(socialNetworkSchema)),

  // Newsletter
  'newsletter.categories': noInput(z.array(newsletterCategorySchema)),
  'newsletter.register': payload((input: NewsletterRegistration) => input, successReplySchema),
  'newsletter.get': noInput(z.nullable(newsletterRegistrationSchema)),
  'newsletter.popup': noInput(z.nullable(newsletterPopupSchema)),

  // Contact
  'contact.topics': noInput(z.array(contactTopicSchema)),
  'contact.send': payload((input: ContactPayload) => input, successReplySchema),

  // Dedicated paths
  /** Answers the new URL of an old one, `null` when there is no redirect. */
  'site.redirect301': payload((input: { readonly urlAntiga: string }) => input, optionalText),
  /** Answers true while the store is under maintenance. */
  'site.maintenanceStatus': noInput(successReplySchema),
  'antiBot.verify': payload((input: { readonly response: string }) => input, successReplySchema),
  'privacy.verify': noInput(privacyVerifyReplySchema, { type: 'verify' }),
  'privacy.create': noInput(successReplySchema, { type: 'create' }),
  'privacy.customerAccept': noInput(successReplySchema),

  // Customer
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

  // Cart
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
  'cart.gateways': noInput(gateways),
  /** The installments for a value in BRL (unit price times quantity), per gateway, method and brand. */
  'cart.installments': query((input: { readonly value: number }) => input, gateways),
  'cart.applyDiscount': payload((input: { readonly key: string }) => input, cartSchema),
  'cart.removeDiscount': noInput(cartSchema),
  'cart.applyVoucher': payload((input: { readonly key: string }) => input, cartSchema),
  'cart.removeVoucher': noInput(cartSchema),
  /** Answers the suggested value in BRL, `null` when there is none. */
  'cart.suggestedValue': noInput(z.nullable(z.number())),
  'cart.takeXPayY': noInput(z.array(takeXPayYCampaignSchema)),
  'cart.updateValue': noInput(cartSchema),

  // Pre-checkout
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
  'preCheckout.getCep': noInput(optionalText),
  'preCheckout.getShipping': noInput(z.nullable(freightOptionSchema)),
  'preCheckout.deleteShipping': noInput(successReplySchema),
  'preCheckout.deleteCep': noInput(successReplySchema),

  // Card payment provider
  'payment.providerConfig': noInput(paymentProviderConfigSchema),
  'payment.appConfig': noInput(paymentAppConfigSchema),
  'payment.session': noInput(paymentSessionSchema),
  /** The provider's installments for a card `bin` (its first 6 digits) and a value in BRL. */
  'payment.cardInstallments': payload(
    (input: {
      readonly bin: string;
      readonly value: number;
      readonly maxInstallmentWithoutInterest?: number;
    }) => input,
    cardInstallmentsReplySchema,
  ),
} satisfies { readonly [K in OperationName]: StoreEndpoint<never, z.core.$ZodType> };

/** The endpoint table's type, from which each client method's input and result are derived. */
export type StoreEndpoints = typeof storeEndpoints;
