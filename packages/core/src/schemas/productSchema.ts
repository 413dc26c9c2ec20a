import * as z from 'zod/mini';
import { codeSchema } from './codeSchema';
import { flagSchema } from './flagSchema';
import { installmentMaxSchema } from './installmentMaxSchema';
import type { KnownFields } from './KnownFields';
import { productBrandSchema } from './productBrandSchema';
import { productCategorySchema } from './productCategorySchema';
import { ratingSchema } from './ratingSchema';
import { referenceSchema } from './referenceSchema';
import { sealStatusSchema } from './sealStatusSchema';
import { skuSchema } from './skuSchema';

/**
 * The schema of a kit component: a product with the quantity the kit holds. A named type, spelled out because
 * a getter that extends the schema it belongs to needs an explicit type (zod/mini's `extend` is a function),
 * and so the published declarations refer to it instead of eliding it.
 */
export interface KitProductSchema
  extends z.ZodMiniObject<
    z.core.util.Extend<ProductShape, { quantity: z.ZodMiniNumber<number> }>,
    z.core.$loose
  > {}

/** The fields of `productSchema`. */
const productShape = {
  idProduct: z.number(),
  /** The SKU a card buys by default; `undefined`/`null` for products without SKUs. */
  idSku: z.nullish(z.number()),
  name: z.string(),
  originalName: z.nullish(z.string()),
  nameWithoutHtml: z.nullish(z.string()),
  title: z.nullish(z.string()),
  metaKeyWords: z.nullish(z.string()),
  metaDescription: z.nullish(z.string()),
  urlFriendly: z.string(),
  code: z.nullish(codeSchema),
  imageHome: z.nullish(z.string()),
  alternativeImage: z.nullish(z.string()),

  price: z.number(),
  /** `undefined`/`null`/0 when there is no promotion. */
  pricePromotion: z.nullish(z.number()),
  /** 1 means `valueDiscount` is a percent, anything else an amount in BRL. */
  typeDiscount: z.nullish(z.number()),
  valueDiscount: z.nullish(z.number()),
  installmentMax: z.nullish(installmentMaxSchema),

  stock: z.number(),
  flagExhausted: z.optional(flagSchema),
  descriptionAvailabilityStatus: z.nullish(z.string()),
  /** 1 means a lightning offer, ending at `offerEndDate` (ISO date-time text). */
  offerStatus: z.nullish(z.number()),
  offerEndDate: z.nullish(z.string()),
  sealStatus: z.nullish(sealStatusSchema),

  brand: z.nullish(productBrandSchema),
  categories: z.nullish(z.array(productCategorySchema)),

  /** The average rate rounded, 0 to 5. */
  rate: z.nullish(z.number()),
  productRatings: z.nullish(z.array(ratingSchema)),

  /** 3 = price on request ('Sob Consulta'), 1 = physical (freight can be calculated). */
  idTypeProduct: z.nullish(z.number()),
  hasConjunct: z.optional(flagSchema),
  get conjunctProducts() {
    return z.nullish(z.array(productSchema));
  },
  isKit: z.optional(flagSchema),
  /** The kit's components, each with the quantity the kit holds. */
  get kitProducts(): z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniArray<KitProductSchema>>> {
    return z.nullish(z.array(z.extend(productSchema, { quantity: z.number() })));
  },
  haveSku: z.optional(flagSchema),
  availableReferences: z.nullish(z.array(referenceSchema)),
  skUs: z.nullish(z.array(skuSchema)),
  get relatedProducts() {
    return z.nullish(z.array(productSchema));
  },
  get alsoProductsPurchased() {
    return z.nullish(z.array(productSchema));
  },
  productSignature: z.optional(flagSchema),
  purchaseRecurring: z.optional(flagSchema),
};

/** The fields of a product's schema. */
export type ProductShape = typeof productShape;

/** The schema of a product (a named type, so the published declarations refer to it instead of repeating it). */
export interface ProductSchema extends z.ZodMiniObject<ProductShape, z.core.$loose> {}

/**
 * A product as lists, showcases and the detail share it.
 *
 * Conventions (shared by every schema): prices and quantities are numbers in BRL / units; yes/no
 * flags are booleans (the platform may send 0/1); coded values the spec names as numbers stay numbers
 * (`typeDiscount` 1 = percent, `offerStatus` 1 = lightning offer, `idTypeProduct` 3 = price on request,
 * 1 = physical); optional data is `undefined` or `null` when the platform omits it.
 */
export const productSchema: ProductSchema = z.looseObject(productShape);

/** A product as lists, showcases and the detail share it. */
export interface Product extends KnownFields<z.infer<typeof productSchema>> {}
