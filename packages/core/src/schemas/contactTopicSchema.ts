import * as z from 'zod/mini';

/** A subject of the contact form. */
export const contactTopicSchema = z.looseObject({
  idContactTopic: z.number(),
  description: z.string(),
});

/** A subject of the contact form (section 3). */
export type ContactTopic = z.infer<typeof contactTopicSchema>;
