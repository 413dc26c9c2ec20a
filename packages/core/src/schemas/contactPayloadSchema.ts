import * as z from 'zod/mini';
import { contactTopicSchema } from './contactTopicSchema';

/** The contact form payload; `tokenRecaptcha` is '' when the anti-bot check does not cover the form. */
export const contactPayloadSchema = z.object({
  name: z.string(),
  email: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  contactTopic: contactTopicSchema,
  tokenRecaptcha: z.string(),
});

/** The contact form payload. */
export type ContactPayload = z.infer<typeof contactPayloadSchema>;
