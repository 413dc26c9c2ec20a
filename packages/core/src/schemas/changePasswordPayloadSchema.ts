import * as z from 'zod/mini';

/**
 * The password-change payload; from the account page `passwordOld` is set, from a recovery link
 * `token` is (the other is ''); `location` is the page the change comes from.
 */
export const changePasswordPayloadSchema = z.object({
  userName: z.string(),
  passwordOld: z.string(),
  password: z.string(),
  passwordConfirm: z.string(),
  token: z.string(),
  location: z.string(),
});

/** The password-change payload. */
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;
