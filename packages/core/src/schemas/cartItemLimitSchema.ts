import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A purchase limit: `tipo` Q bounds the quantity of one item, V the value of the whole cart (BRL). */
export const cartItemLimitSchema = z.looseObject({
  tipo: z.literal(['Q', 'V']),
  minimo: z.number(),
  maximo: z.number(),
});

/** A purchase limit. */
export interface CartItemLimit extends KnownFields<z.infer<typeof cartItemLimitSchema>> {}
