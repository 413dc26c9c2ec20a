/** The texts of `EventList` (not in the spec). */
export const eventListMessages = {
  title: 'Listas de Eventos',
};

/** The shape of {@link eventListMessages}. */
export type EventListMessages = typeof eventListMessages;
