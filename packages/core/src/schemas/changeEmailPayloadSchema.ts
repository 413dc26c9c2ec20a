import * as z from 'zod/mini';

/** The e-mail change payload (sent with PUT): the new e-mail and the current password. */
export const changeEmailPayloadSchema = z.object({
  email: z.string(),
  password: z.string(),
});

/** The e-mail change payload. */
export type ChangeEmailPayload = z.infer<typeof changeEmailPayloadSchema>;
