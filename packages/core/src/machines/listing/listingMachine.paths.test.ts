import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { type ListingEvent, listingMachine } from './listingMachine';
import { selectListingView } from './selectListingView';
import { pageOf, unusedClient } from './testing/listingTestKit';

type Snapshot = SnapshotFrom<typeof listingMachine>;

const total = 30;
const base = 12;

/** The shopper's events and the platform's answers a listing can receive in a given state. */
function eventsFor(snapshot: Snapshot): ListingEvent[] {
  const shopper: ListingEvent[] = [
    { type: 'listing.filterChange', changes: { brand: 7 } },
    { type: 'listing.filterChange', changes: { brand: undefined } },
    { type: 'listing.orderChange', order: 'price-asc' },
    { type: 'listing.pageChange', page: 2 },
    { type: 'listing.pageChange', page: 99 },
    { type: 'listing.scrolledPastEnd' },
    { type: 'listing.retry' },
  ];
  const platform: EventObject[] = [];
  if (snapshot.matches('loading')) {
    platform.push(
      {
        type: 'xstate.done.actor.loadProducts',
        output: pageOf(snapshot.context.filter, total),
      } as EventObject,
      { type: 'xstate.error.actor.loadProducts', error: new Error('rede') } as EventObject,
    );
  }
  if (snapshot.matches({ ready: 'debouncing' })) {
    platform.push({ type: 'xstate.after.infiniteScrollDebounce.listing.ready.debouncing' });
  }
  return [...shopper, ...(platform as unknown as ListingEvent[])];
}

function serialize(snapshot: Snapshot): string {
  const { filter, confirmedFilter, page, error } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    filter: [filter.pageNumber, filter.pageSize, filter.brand, filter.order],
    confirmed: [
      confirmedFilter.pageNumber,
      confirmedFilter.pageSize,
      confirmedFilter.brand,
      confirmedFilter.order,
    ],
    page,
    error: error
      ? [error.filter.pageNumber, error.filter.pageSize, error.filter.brand, error.filter.order]
      : null,
  });
}

const paths = getShortestPaths(listingMachine, {
  input: {
    client: unusedClient,
    listing: { kind: 'category', textLink: 'moda-feminina/roupas/c' },
    settings: { quantityItemsPage: base, infiniteScrolling: true },
  },
  events: eventsFor,
  serializeState: (snapshot) => serialize(snapshot as Snapshot),
});

describe('listingMachine: every reachable state (generated paths)', () => {
  it('the generated paths reach paging, growth, failure and retry', () => {
    const ends = paths.map((path) => path.state);
    expect(paths.length).toBeGreaterThan(50);
    expect(ends.some((state) => state.context.filter.pageSize === 36)).toBe(true);
    expect(ends.some((state) => state.context.page?.pageNumber === 3)).toBe(true);
    expect(ends.some((state) => state.context.error !== undefined && state.matches('ready'))).toBe(true);
    expect(ends.some((state) => state.matches({ ready: 'debouncing' }))).toBe(true);
  });

  it('on every step: the page stays within 1..pageCount, page sizes only grow by one fetch length, and only one load can land', () => {
    const violations: string[] = [];
    const check = (ok: boolean, rule: string, where: () => string) => {
      if (!ok) violations.push(`${rule}: ${where()}`);
    };
    const growthEvents = ['xstate.after.infiniteScrollDebounce.listing.ready.debouncing', 'listing.retry'];
    for (const path of paths) {
      let previous: Snapshot | undefined;
      for (const step of path.steps) {
        const state = step.state as Snapshot;
        const { filter, confirmedFilter, page } = state.context;
        // The graph also feeds the platform's answers, which the shopper's event type does not list.
        const eventType: string = step.event.type;
        const where = () => `${serialize(state)} after ${eventType}`;
        const view = selectListingView(state);

        if (page) {
          check(filter.pageNumber >= 1 && filter.pageNumber <= page.pageCount, 'page in 1..pageCount', where);
          check(view.paging.current === page.pageNumber, 'pager on the loaded page', where);
        }
        check((filter.pageSize - base) % filter.fetchLength === 0, 'page size in fetch lengths', where);
        check(filter.pageSize <= total + base, 'no growth past the total', where);
        if (previous && filter.pageSize > previous.context.filter.pageSize) {
          if (eventType === 'xstate.error.actor.loadProducts') {
            // A failed load restores the page size of the products still shown, never a new one.
            check(filter === confirmedFilter, 'a failure restores the shown filter', where);
          } else {
            check(
              filter.pageSize - previous.context.filter.pageSize === filter.fetchLength,
              'one fetch length',
              where,
            );
            // Growth comes from the debounced scroll, or from retrying a growth that failed.
            check(growthEvents.includes(eventType), 'growth only on scroll or retry', where);
          }
        }
        const loads = Object.keys(state.children).filter((id) => id === 'loadProducts').length;
        check(
          loads === (state.matches('loading') ? 1 : 0),
          'one load in flight while loading, none otherwise',
          where,
        );
        check(view.busy === state.matches('loading'), 'spinner while loading', where);
        if (state.matches('ready')) check(confirmedFilter === filter, 'ready shows what it asked for', where);
        previous = state;
      }
    }
    expect(violations.slice(0, 5)).toEqual([]);
  });
});
