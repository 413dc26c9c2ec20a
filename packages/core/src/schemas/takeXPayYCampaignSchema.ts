import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A take-X-pay-Y campaign: buy `quantityToBuy`, get `quantityFree` free; `imagePath` is its badge. */
export const takeXPayYCampaignSchema = z.looseObject({
  imagePath: z.nullish(z.string()),
  buyXGetYRoles: z.array(z.looseObject({ quantityToBuy: z.number(), quantityFree: z.number() })),
});

/** A take-X-pay-Y campaign. */
export interface TakeXPayYCampaign extends KnownFields<z.infer<typeof takeXPayYCampaignSchema>> {}
