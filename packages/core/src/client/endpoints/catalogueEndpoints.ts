import * as z from 'zod/mini';
import type { AlertMePayload } from '../../schemas/alertMePayloadSchema';
import { bannerSchema } from '../../schemas/bannerSchema';
import type { BannerType } from '../../schemas/bannerTypeSchema';
import { brandSchema } from '../../schemas/brandSchema';
import { categorySchema } from '../../schemas/categorySchema';
import { groupSchema } from '../../schemas/groupSchema';
import { paymentGatewaySchema } from '../../schemas/paymentGatewaySchema';
import { productDetailSchema } from '../../schemas/productDetailSchema';
import { productFilterSchema } from '../../schemas/productFilterSchema';
import { productImageSchema } from '../../schemas/productImageSchema';
import { productListResponseSchema } from '../../schemas/productListResponseSchema';
import { productSchema } from '../../schemas/productSchema';
import type { QuotePayload } from '../../schemas/quotePayloadSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import { takeXPayYCampaignSchema } from '../../schemas/takeXPayYCampaignSchema';
import type { ProductListQuery } from '../ProductListQuery';
import type { SearchQuery } from '../SearchQuery';
import type { StoreEndpoint } from '../StoreEndpoint';
import type { QueryValue } from '../toQueryString';
import { noInput, payload, query, via } from './defineEndpoint';

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
export interface ListingBannersInput {
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
const gateways = z.array(paymentGatewaySchema);

/** The catalogue: products, listings and their filters, search, banners, showcases, groups, brands, quotes and alert-me. */
export const catalogueEndpoints = {
  'catalogue.brands': query(
    (input?: { readonly onlyFeatured?: boolean }) => ({ onlyFeatured: input?.onlyFeatured }),
    z.array(brandSchema),
  ),
  'catalogue.categories': via('catalogue.categoryTree', noInput(z.array(categorySchema))),
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
  // The spec: brand banners use the group-banners operation (textLink ends in /m instead of /g).
  'catalogue.brandBanners': via('catalogue.groupBanners', query(listingBanners('/m'), z.array(bannerSchema))),
  'catalogue.takeXPayY': query(
    (input: { readonly idProduct: number; readonly idSku?: number | null }) => input,
    z.nullable(takeXPayYCampaignSchema),
  ),
  'catalogue.paymentGateways': noInput(gateways),
  'catalogue.sendBudget': payload((input: QuotePayload) => input, successReplySchema),
  'catalogue.alertMe': payload((input: AlertMePayload) => input, successReplySchema),
} satisfies { readonly [K in `catalogue.${string}`]?: StoreEndpoint<never, z.core.$ZodType> };

/** The calls of `catalogueEndpoints`. */
export type CatalogueEndpoints = typeof catalogueEndpoints;
