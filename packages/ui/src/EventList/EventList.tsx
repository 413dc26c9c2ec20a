import type { EventListItem } from '@vitrine/core';
import { useEventList } from '@vitrine/hooks';
import { useId } from 'react';
import { part } from '../foundation/internal/createPart';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { eventListMessages } from './eventListMessages';

/** Props of `EventList.Root`. */
export type EventListRootProps = PartProps<'section'>;

/** The event lists' section. */
export const EventListRoot = part('section', 'EventList.Root', 'vt-event-list');

/** Props of `EventList.Title`. */
export type EventListTitleProps = PartProps<'h2'>;

/** The section's heading. */
export const EventListTitle = part('h2', 'EventList.Title', 'vt-event-list__title');

/** Props of `EventList.List`. */
export type EventListListProps = PartProps<'ul'>;

/** The list of event types. */
export const EventListList = part('ul', 'EventList.List', 'vt-event-list__list');

/** Props of `EventList.Item`. */
export type EventListItemProps = PartProps<'li'>;

/** One event type. */
export const EventListItemPart = part('li', 'EventList.ItemPart', 'vt-event-list__item');

/** Props of the ready-made `<EventList />`. */
export interface EventListProps extends Omit<EventListRootProps, 'children' | 'asChild'> {
  /** The heading; 'Listas de Eventos' when `undefined`, none when ''. */
  readonly title?: string | undefined;
  /** Where an event type links to (e.g. the listing filtered by `idEventList`); no link when `undefined`. */
  readonly hrefFor?: ((event: EventListItem) => string | undefined) | undefined;
}

/** Reads a text the platform sends beside `idType` (name, description); `undefined` otherwise. */
function extraText(event: EventListItem, key: string): string | undefined {
  const value = (event as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The store's event lists (wedding, baby shower... by `idType`): each its name and description, linking where
 * `hrefFor` says. Skeletons hold the place while loading; nothing renders when there is none or the load fails.
 */
export function EventList({ title, hrefFor, ...rootProps }: EventListProps) {
  const text = useUiMessages('eventList', eventListMessages, { title });
  const titleId = useId();
  const events = useEventList();
  const heading = text.title ? <EventListTitle id={titleId}>{text.title}</EventListTitle> : null;
  const naming = text.title ? { 'aria-labelledby': titleId } : {};
  if (events.isLoading) {
    return (
      <EventListRoot {...naming} aria-busy="true" data-loading="" {...rootProps}>
        {heading}
        {[0, 1, 2].map((index) => (
          <span key={index} className="vt-event-list__skeleton vt-skeleton" />
        ))}
      </EventListRoot>
    );
  }
  if (!events.data || events.data.length === 0) return null;
  return (
    <EventListRoot {...naming} {...rootProps}>
      {heading}
      <EventListList>
        {events.data.map((event) => {
          const name = extraText(event, 'name') ?? String(event.idType);
          const description = extraText(event, 'description');
          const href = hrefFor?.(event);
          return (
            <EventListItemPart key={event.idType} data-type={event.idType}>
              {href ? (
                <a className="vt-event-list__link" href={href}>
                  {name}
                </a>
              ) : (
                <span className="vt-event-list__name">{name}</span>
              )}
              {description ? <p className="vt-event-list__description">{description}</p> : null}
            </EventListItemPart>
          );
        })}
      </EventListList>
    </EventListRoot>
  );
}

EventList.Root = EventListRoot;
EventList.Title = EventListTitle;
EventList.List = EventListList;
EventList.Item = EventListItemPart;
