import * as z from 'zod';
import { codeSchema } from './codeSchema';
import { flagSchema } from './flagSchema';
import { installmentMaxSchema } from './installmentMaxSchema';
import { productBrandSchema } from './productBrandSchema';
import { productCategorySchema } from './productCategorySchema';
import { ratingSchema } from './ratingSchema';
import { referenceSchema } from './referenceSchema';
import { sealStatusSchema } from './sealStatusSchema';
import { skuSchema } from './skuSchema';

/**
 * A product as lists, showcases and the detail share it (section 3).
 *
 * Conventions (shared by every schema): prices and quantities are numbers in BRL / units; yes/no
 * flags are booleans (the platform may send 0/1); coded values the spec names as numbers stay numbers
 * (`typeDiscount` 1 = percent, `offerStatus` 1 = lightning offer, `idTypeProduct` 3 = price on request,
 * 1 = physical); optional data is `undefined` or `null` when the platform omits it.
 */
export const productSchema = z.looseObject({
  idProduct: z.number(),
  /** The SKU a card buys by default; `undefined`/`null` for products without SKUs. */
  idSku: z.number().nullish(),
  name: z.string(),
  originalName: z.string().nullish(),
  nameWithoutHtml: z.string().nullish(),
  title: z.string().nullish(),
  metaKeyWords: z.string().nullish(),
  metaDescription: z.string().nullish(),
  urlFriendly: z.string(),
  code: codeSchema.nullish(),
  imageHome: z.string().nullish(),
  alternativeImage: z.string().nullish(),

  price: z.number(),
  /** `undefined`/`null`/0 when there is no promotion. */
  pricePromotion: z.number().nullish(),
  /** 1 means `valueDiscount` is a percent, anything else an amount in BRL. */
  typeDiscount: z.number().nullish(),
  valueDiscount: z.number().nullish(),
  installmentMax: installmentMaxSchema.nullish(),

  stock: z.number(),
  flagExhausted: flagSchema.optional(),
  descriptionAvailabilityStatus: z.string().nullish(),
  /** 1 means a lightning offer, ending at `offerEndDate` (ISO date-time text). */
  offerStatus: z.number().nullish(),
  offerEndDate: z.string().nullish(),
  sealStatus: sealStatusSchema.nullish(),

  brand: productBrandSchema.nullish(),
  categories: z.array(productCategorySchema).nullish(),

  /** The average rate rounded, 0 to 5. */
  rate: z.number().nullish(),
  productRatings: z.array(ratingSchema).nullish(),

  /** 3 = price on request ('Sob Consulta'), 1 = physical (freight can be calculated). */
  idTypeProduct: z.number().nullish(),
  hasConjunct: flagSchema.optional(),
  get conjunctProducts() {
    return z.array(productSchema).nullish();
  },
  isKit: flagSchema.optional(),
  /** The kit's components, each with the quantity the kit holds. */
  get kitProducts() {
    return z.array(productSchema.extend({ quantity: z.number() })).nullish();
  },
  haveSku: flagSchema.optional(),
  availableReferences: z.array(referenceSchema).nullish(),
  skUs: z.array(skuSchema).nullish(),
  get relatedProducts() {
    return z.array(productSchema).nullish();
  },
  get alsoProductsPurchased() {
    return z.array(productSchema).nullish();
  },
  productSignature: flagSchema.optional(),
  purchaseRecurring: flagSchema.optional(),
});

/** A product as lists, showcases and the detail share it (section 3). */
export type Product = z.infer<typeof productSchema>;
