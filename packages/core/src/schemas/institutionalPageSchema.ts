import * as z from 'zod/mini';
import { institutionalPageContentSchema } from './institutionalPageContentSchema';
import type { KnownFields } from './KnownFields';

/** An institutional page (e.g. 'institucional', 'política de privacidade'); `order` is 1 or 2 (footer column). */
export const institutionalPageSchema = z.looseObject({
  idCustomPage: z.number(),
  name: z.string(),
  order: z.number(),
  customPagesContent: z.array(institutionalPageContentSchema),
});

/** An institutional page. */
export interface InstitutionalPage extends KnownFields<z.infer<typeof institutionalPageSchema>> {}
