import * as z from 'zod/mini';
import type { AlertMePayload } from '../../schemas/alertMePayloadSchema';
import { bannerSchema } from '../../schemas/bannerSchema';
import type { BannerType } from '../../schemas/bannerTypeSchema';
import { brandSchema } from '../../schemas/brandSchema';
import { categorySchema } from '../../schemas/categorySchema';
import { groupSchema } from '../../schemas/groupSchema';
import { productDetailSchema } from '../../schemas/productDetailSchema';
import { productFilterSchema } from '../../schemas/productFilterSchema';
import { productImageSchema } from '../../schemas/productImageSchema';
import { productListResponseSchema } from '../../schemas/productListResponseSchema';
import type { QuotePayload } from '../../schemas/quotePayloadSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import { takeXPayYCampaignSchema } from '../../schemas/takeXPayYCampaignSchema';
import type { ProductListQuery } from '../ProductListQuery';
import type { SearchQuery } from '../SearchQuery';
import type { QueryValue } from '../toQueryString';
import type { AreaEndpoints } from './AreaEndpoints';
import { gatewaysReply } from './gatewaysReply';
import type { ListingBannersInput } from './ListingBannersInput';
import { noInput } from './noInput';
import { payload } from './payload';
import { productsReply } from './productsReply';
import { query } from './query';

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

/** The spec marks listing paths: '/c' for a category, '/g' for a group, '/m' for a brand. */
const listingBanners = (suffix: '/c' | '/g' | '/m') => (input: ListingBannersInput) => ({
  Type: input.type,
  textLink: `${input.path.replace(/\/+$/, '')}${suffix}`,
});

const filters = z.array(productFilterSchema);

/** The `catalogue.*` calls of `storeEndpoints`, loaded by the client on the area's first call. */
export const catalogueEndpoints = {
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
  'catalogue.relatedProducts': query((input: { readonly idProduct: number }) => input, productsReply),
  'catalogue.alsoPurchased': query((input: { readonly idProduct: number }) => input, productsReply),
  'catalogue.search': query(
    (input: { readonly word: string; readonly qtdRegister?: number }) => ({
      qtdRegister: input.qtdRegister,
      word: input.word,
    }),
    productsReply,
  ),
  'catalogue.searchWithFilters': query(searchQuery, productListResponseSchema),
  'catalogue.showcase': query(
    (input?: { readonly quantity?: number }) => ({ quantity: input?.quantity ?? 12 }),
    productsReply,
  ),
  'catalogue.groupShowcase': query(
    (input?: { readonly quantity?: number }) => ({ quantity: input?.quantity ?? 12 }),
    z.array(groupSchema),
  ),
  'catalogue.groups': noInput(z.array(groupSchema)),
  'catalogue.mostSold': query(
    (input?: { readonly quantity?: number }) => ({ quantity: input?.quantity ?? 12 }),
    productsReply,
  ),
  'catalogue.newcomers': query(
    (input?: { readonly pageSize?: number }) => ({ pageSize: input?.pageSize ?? 12 }),
    productsReply,
  ),
  'catalogue.productDetail': query((input: { readonly urlFriendly: string }) => input, productDetailSchema),
  'catalogue.productImages': query(
    (input: { readonly idProduct: number }) => input,
    z.array(productImageSchema),
  ),
  'catalogue.lightningOffers': noInput(productsReply),
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
  'catalogue.paymentGateways': noInput(gatewaysReply),
  'catalogue.sendBudget': payload((input: QuotePayload) => input, successReplySchema),
  'catalogue.alertMe': payload((input: AlertMePayload) => input, successReplySchema),
} satisfies AreaEndpoints<'catalogue'>;
