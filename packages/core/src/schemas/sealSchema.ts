import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A trust seal of the store; `code` is an embed snippet (HTML) and may be `undefined`/`null`. */
export const sealSchema = z.looseObject({
  name: z.string(),
  image: z.nullish(z.string()),
  link: z.nullish(z.string()),
  code: z.nullish(z.string()),
});

/** A trust seal of the store. */
export interface Seal extends KnownFields<z.infer<typeof sealSchema>> {}
