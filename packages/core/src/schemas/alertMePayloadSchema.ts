import * as z from 'zod/mini';

/** The back-in-stock ("Avise-me") payload; `idSku` is `null` for a product without SKUs. */
export const alertMePayloadSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  idProduct: z.number(),
  idSku: z.nullable(z.number()),
  nameProduct: z.string(),
});

/** The back-in-stock payload. */
export type AlertMePayload = z.infer<typeof alertMePayloadSchema>;
