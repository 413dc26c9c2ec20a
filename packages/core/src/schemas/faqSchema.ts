import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A frequently asked question and its answer (HTML). */
export const faqSchema = z.looseObject({
  question: z.string(),
  answer: z.string(),
});

/** A frequently asked question. */
export interface Faq extends KnownFields<z.infer<typeof faqSchema>> {}
