import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** An event list (wedding, baby shower...) entry; only `idType` is published, the rest is kept as sent. */
export const eventListItemSchema = z.looseObject({
  idType: z.number(),
});

/** An event list entry. */
export interface EventListItem extends KnownFields<z.infer<typeof eventListItemSchema>> {}
