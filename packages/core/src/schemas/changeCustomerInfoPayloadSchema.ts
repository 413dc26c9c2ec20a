import * as z from 'zod/mini';

/** The personal-data change payload; fields left `undefined` are not changed. */
export const changeCustomerInfoPayloadSchema = z.object({
  name: z.optional(z.string()),
  phone: z.optional(z.object({ phone1: z.string() })),
  birthDate: z.optional(z.string()),
  gender: z.optional(z.string()),
});

/** The personal-data change payload. */
export type ChangeCustomerInfoPayload = z.infer<typeof changeCustomerInfoPayloadSchema>;
