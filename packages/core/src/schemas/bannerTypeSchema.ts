import * as z from 'zod/mini';

/** Where a banner goes: F full width, C central, L side, R footer. */
export const bannerTypeSchema = z.enum(['F', 'C', 'L', 'R']);

/** Where a banner goes. */
export type BannerType = z.infer<typeof bannerTypeSchema>;
