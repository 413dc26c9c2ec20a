import * as z from 'zod/mini';

/** The e-mail recovery payload: the account's password and CPF/CNPJ (digits only). */
export const recoverEmailPayloadSchema = z.object({
  password: z.string(),
  cpfCnpj: z.string(),
});

/** The e-mail recovery payload. */
export type RecoverEmailPayload = z.infer<typeof recoverEmailPayloadSchema>;
