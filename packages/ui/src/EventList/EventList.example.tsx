import { EventList } from './EventList';

/** The event lists, each linking to its listing. */
export function EventListExample() {
  return <EventList hrefFor={(event) => `/busca?n=&idEventList=${event.idType}`} />;
}
