import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A subject of the contact form. */
export const contactTopicSchema = z.looseObject({
  idContactTopic: z.number(),
  description: z.string(),
});

/** A subject of the contact form. */
export interface ContactTopic extends KnownFields<z.infer<typeof contactTopicSchema>> {}
