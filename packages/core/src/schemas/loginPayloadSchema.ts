import * as z from 'zod/mini';

/** The login payload; `tokenRecaptcha` is '' when the anti-bot check does not cover login. */
export const loginPayloadSchema = z.object({
  username: z.string(),
  password: z.string(),
  tokenRecaptcha: z.string(),
});

/** The login payload. */
export type LoginPayload = z.infer<typeof loginPayloadSchema>;
