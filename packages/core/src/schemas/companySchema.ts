import * as z from 'zod';
import { flagSchema } from './flagSchema';

/**
 * The store's settings (section 3). Codes the UI maps (`sortDefault`, `orderBy`) fall back to
 * `undefined` when the platform sends an unknown value, so a new code never breaks the storefront.
 */
export const companySchema = z.looseObject({
  /** N name, C or O order, P price, R releases, V best sellers; `undefined` means releases. */
  sortDefault: z.enum(['N', 'C', 'O', 'P', 'R', 'V']).nullish().catch(undefined),
  orderBy: z.enum(['ASC', 'DESC']).nullish().catch(undefined),
  /** 'S' turns on the variation choice in product cards. */
  usePurchaseFacilitator: z.string().nullish(),
  privacyPolicy: z
    .looseObject({
      statusPolicyPrivacy: flagSchema,
      policyPrivacy: z.string().nullish(),
      /** Contains a placeholder for the link to the privacy policy. */
      alertText: z.string().nullish(),
    })
    .nullish(),
  statusGTM: flagSchema.optional(),
  gtm: z.string().nullish(),
  idPixel: z.string().nullish(),
  nameStore: z.string(),
  fantasyName: z.string().nullish(),
  urlStore: z.string().nullish(),
  phoneContact: z.string().nullish(),
  complementText: z.string().nullish(),
  showInstallmentAtListsAndDetail: flagSchema.optional(),
  showProductAvaliationStars: flagSchema.optional(),
  quantityProductsToShowAtShowcase: z.number().nullish(),
  quantityItemsPage: z.number().nullish(),
  infiniteScrolling: flagSchema.optional(),
  viewProductFiltersUrl: flagSchema.optional(),
});

/** The store's settings (section 3). */
export type Company = z.infer<typeof companySchema>;
