import * as z from 'zod/mini';

/** An event list (wedding, baby shower...) entry; only `idType` is published, the rest is kept as sent. */
export const eventListItemSchema = z.looseObject({
  idType: z.number(),
});

/** An event list entry (section 3). */
export type EventListItem = z.infer<typeof eventListItemSchema>;
