import * as z from 'zod';

/** A trust seal of the store; `code` is an embed snippet (HTML) and may be `undefined`/`null`. */
export const sealSchema = z.looseObject({
  name: z.string(),
  image: z.string().nullish(),
  link: z.string().nullish(),
  code: z.string().nullish(),
});

/** A trust seal of the store (section 3). */
export type Seal = z.infer<typeof sealSchema>;
