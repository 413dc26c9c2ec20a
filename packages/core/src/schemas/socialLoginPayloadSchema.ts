import * as z from 'zod/mini';

/** The social login payload: the social app and the identity it vouched for. */
export const socialLoginPayloadSchema = z.object({
  appId: z.string(),
  appName: z.string(),
  nameCustomer: z.string(),
  emailCustomer: z.string(),
});

/** The social login payload. */
export type SocialLoginPayload = z.infer<typeof socialLoginPayloadSchema>;
