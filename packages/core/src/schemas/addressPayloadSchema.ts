import * as z from 'zod';

/** An address to create (without `idAddress`) or alter (with it); `cep` without mask. */
export const addressPayloadSchema = z.object({
  idAddress: z.number().optional(),
  name: z.string().optional(),
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().optional(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  reference: z.string().optional(),
  defaultDelivery: z.boolean().optional(),
  billing: z.boolean().optional(),
});

/** An address to create or alter. */
export type AddressPayload = z.infer<typeof addressPayloadSchema>;
