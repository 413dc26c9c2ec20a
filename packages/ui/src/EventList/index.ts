'use client';

// `@vitrine/ui/EventList`: what `@vitrine/ui` exports from this folder.
export type {
  EventListItemProps,
  EventListListProps,
  EventListProps,
  EventListRootProps,
  EventListTitleProps,
} from './EventList';
export {
  EventList,
  EventListItemPart,
  EventListList,
  EventListRoot,
  EventListTitle,
} from './EventList';
export type { EventListMessages } from './eventListMessages';
export { eventListMessages } from './eventListMessages';
