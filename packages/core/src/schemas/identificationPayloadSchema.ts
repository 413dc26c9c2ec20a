import * as z from 'zod/mini';

/** The checkout identification payload: the shopper's e-mail, `origem` 1 and the anti-bot token. */
export const identificationPayloadSchema = z.object({
  email: z.string(),
  origem: z.literal(1),
  tokenRecaptcha: z.string(),
});

/** The checkout identification payload. */
export type IdentificationPayload = z.infer<typeof identificationPayloadSchema>;
