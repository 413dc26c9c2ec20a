import * as z from 'zod/mini';
import { codeSchema } from './codeSchema';
import type { KnownFields } from './KnownFields';

/** The reputation-seal configuration; `idEBit` is `undefined`/`null` when the store has none. */
export const reputationSealConfigSchema = z.looseObject({
  idEBit: z.nullish(codeSchema),
});

/** The reputation-seal configuration. */
export interface ReputationSealConfig extends KnownFields<z.infer<typeof reputationSealConfigSchema>> {}
