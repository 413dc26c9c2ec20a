import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';

/**
 * The store's settings (section 3). Codes the UI maps (`sortDefault`, `orderBy`) fall back to
 * `undefined` when the platform sends an unknown value, so a new code never breaks the storefront.
 */
export const companySchema = z.looseObject({
  /** N name, C or O order, P price, R releases, V best sellers; `undefined` means releases. */
  sortDefault: z.catch(z.nullish(z.enum(['N', 'C', 'O', 'P', 'R', 'V'])), undefined),
  orderBy: z.catch(z.nullish(z.enum(['ASC', 'DESC'])), undefined),
  /** 'S' turns on the variation choice in product cards. */
  usePurchaseFacilitator: z.nullish(z.string()),
  privacyPolicy: z.nullish(
    z.looseObject({
      statusPolicyPrivacy: flagSchema,
      policyPrivacy: z.nullish(z.string()),
      /** Contains a placeholder for the link to the privacy policy. */
      alertText: z.nullish(z.string()),
    }),
  ),
  statusGTM: z.optional(flagSchema),
  gtm: z.nullish(z.string()),
  idPixel: z.nullish(z.string()),
  nameStore: z.string(),
  fantasyName: z.nullish(z.string()),
  urlStore: z.nullish(z.string()),
  phoneContact: z.nullish(z.string()),
  complementText: z.nullish(z.string()),
  showInstallmentAtListsAndDetail: z.optional(flagSchema),
  showProductAvaliationStars: z.optional(flagSchema),
  quantityProductsToShowAtShowcase: z.nullish(z.number()),
  quantityItemsPage: z.nullish(z.number()),
  infiniteScrolling: z.optional(flagSchema),
  viewProductFiltersUrl: z.optional(flagSchema),
});

/** The store's settings (section 3). */
export type Company = z.infer<typeof companySchema>;
