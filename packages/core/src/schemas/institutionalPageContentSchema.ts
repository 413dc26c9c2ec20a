import * as z from 'zod';

/** One content block of an institutional page; `content` is HTML, the SEO texts may be `undefined`/`null`. */
export const institutionalPageContentSchema = z.looseObject({
  idCustomPageContent: z.number(),
  name: z.string(),
  content: z.string(),
  titlePage: z.string().nullish(),
  keywords: z.string().nullish(),
  metatag: z.string().nullish(),
});

/** One content block of an institutional page (section 3). */
export type InstitutionalPageContent = z.infer<typeof institutionalPageContentSchema>;
