import * as z from 'zod';

/** The personal-data change payload; fields left `undefined` are not changed. */
export const changeCustomerInfoPayloadSchema = z.object({
  name: z.string().optional(),
  phone: z.object({ phone1: z.string() }).optional(),
  birthDate: z.string().optional(),
  gender: z.string().optional(),
});

/** The personal-data change payload (section 7). */
export type ChangeCustomerInfoPayload = z.infer<typeof changeCustomerInfoPayloadSchema>;
