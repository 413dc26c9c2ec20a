import * as z from 'zod/mini';

/** An address to create (without `idAddress`) or alter (with it); `cep` without mask. */
export const addressPayloadSchema = z.object({
  idAddress: z.optional(z.number()),
  name: z.optional(z.string()),
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.optional(z.string()),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  reference: z.optional(z.string()),
  defaultDelivery: z.optional(z.boolean()),
  billing: z.optional(z.boolean()),
});

/** An address to create or alter. */
export type AddressPayload = z.infer<typeof addressPayloadSchema>;
