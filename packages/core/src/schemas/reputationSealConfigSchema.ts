import * as z from 'zod/mini';
import { codeSchema } from './codeSchema';

/** The reputation-seal configuration; `idEBit` is `undefined`/`null` when the store has none. */
export const reputationSealConfigSchema = z.looseObject({
  idEBit: z.nullish(codeSchema),
});

/** The reputation-seal configuration (section 3). */
export type ReputationSealConfig = z.infer<typeof reputationSealConfigSchema>;
