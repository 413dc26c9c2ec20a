import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** One content block of an institutional page; `content` is HTML, the SEO texts may be `undefined`/`null`. */
export const institutionalPageContentSchema = z.looseObject({
  idCustomPageContent: z.number(),
  name: z.string(),
  content: z.string(),
  titlePage: z.nullish(z.string()),
  keywords: z.nullish(z.string()),
  metatag: z.nullish(z.string()),
});

/** One content block of an institutional page. */
export interface InstitutionalPageContent
  extends KnownFields<z.infer<typeof institutionalPageContentSchema>> {}
