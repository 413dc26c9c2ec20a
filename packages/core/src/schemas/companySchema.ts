import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

// One of `codes`, `null`, or `undefined` for any other value, typed as `z.catch(z.nullish(z.enum(codes)),
// undefined)` was. Not `z.catch` itself: in zod/mini it pulls zod's issue formatting (about 3.5 kB gzip)
// into every bundle holding the store client, for two fields.
const knownCode = <const Code extends string>(codes: readonly Code[]) => {
  const isCode = (value: unknown): value is Code => (codes as readonly unknown[]).includes(value);
  return z.optional(
    z.transform((value: Code | null | undefined): Code | null | undefined =>
      value === null || isCode(value) ? value : undefined,
    ),
  );
};

/**
 * The store's settings. Codes the UI maps (`sortDefault`, `orderBy`) fall back to
 * `undefined` when the platform sends an unknown value, so a new code never breaks the storefront.
 */
export const companySchema = z.looseObject({
  /** N name, C or O order, P price, R releases, V best sellers; `undefined` means releases. */
  sortDefault: knownCode(['N', 'C', 'O', 'P', 'R', 'V']),
  orderBy: knownCode(['ASC', 'DESC']),
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

/** The store's settings. */
export interface Company extends KnownFields<z.infer<typeof companySchema>> {}
