import * as z from 'zod';
import { codeSchema } from './codeSchema';

/** The reputation-seal configuration; `idEBit` is `undefined`/`null` when the store has none. */
export const reputationSealConfigSchema = z.looseObject({
  idEBit: codeSchema.nullish(),
});

/** The reputation-seal configuration (section 3). */
export type ReputationSealConfig = z.infer<typeof reputationSealConfigSchema>;
