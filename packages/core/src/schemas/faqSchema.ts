import * as z from 'zod/mini';

/** A frequently asked question and its answer (HTML). */
export const faqSchema = z.looseObject({
  question: z.string(),
  answer: z.string(),
});

/** A frequently asked question (section 3). */
export type Faq = z.infer<typeof faqSchema>;
