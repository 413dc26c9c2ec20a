import * as z from 'zod/mini';

/**
 * The registration payload (unpublished shape: Vitrine's). `cpfCnpj` and `phone` are digits only;
 * `birthDate` is `YYYY-MM-DD` and `undefined` for a company (CNPJ).
 */
export const registerPayloadSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  passwordConfirm: z.string(),
  cpfCnpj: z.string(),
  phone: z.string(),
  birthDate: z.optional(z.string()),
  gender: z.optional(z.string()),
  newsletter: z.optional(z.boolean()),
  tokenRecaptcha: z.string(),
});

/** The registration payload. */
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;
