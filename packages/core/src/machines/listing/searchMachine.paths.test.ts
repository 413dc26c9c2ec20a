import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { type SearchEvent, searchMachine } from './searchMachine';
import { selectSearchView } from './selectSearchView';
import { fakeProduct, unusedClient } from './testing/listingTestKit';

type Snapshot = SnapshotFrom<typeof searchMachine>;

/** How many products the fake platform finds per term: 4 shows the view-all link, 2 does not. */
const found: Readonly<Record<string, number>> = { camisa: 4, camiseta: 2, vestido: 0 };

function eventsFor(snapshot: Snapshot): SearchEvent[] {
  const shopper: SearchEvent[] = [
    ...['ca', 'camisa', 'camiseta', 'vestido', 'drop table'].map(
      (text) => ({ type: 'search.type', text }) as const,
    ),
    { type: 'search.highlightNext' },
    { type: 'search.highlightPrev' },
    { type: 'search.select', index: 0 },
    { type: 'search.submit' },
    { type: 'search.open' },
    { type: 'search.close' },
    { type: 'search.clear' },
  ];
  const platform: EventObject[] = [];
  if (snapshot.matches({ open: 'debouncing' })) {
    platform.push({ type: 'xstate.after.searchDebounce.search.open.debouncing' });
  }
  if (snapshot.matches({ open: 'searching' })) {
    const count = found[snapshot.context.text.trim()] ?? 0;
    platform.push(
      {
        type: 'xstate.done.actor.searchProducts',
        output: Array.from({ length: count }, (_, index) => fakeProduct(index + 1)),
      } as EventObject,
      { type: 'xstate.error.actor.searchProducts', error: new Error('rede') } as EventObject,
    );
  }
  if (snapshot.matches({ open: 'offering' })) {
    platform.push({
      type: 'xstate.done.actor.loadMostSold',
      output: [fakeProduct(90), fakeProduct(91), fakeProduct(92), fakeProduct(93), fakeProduct(94)],
    } as EventObject);
  }
  return [...shopper, ...(platform as unknown as SearchEvent[])];
}

function serialize(snapshot: Snapshot): string {
  const { text, resultsTerm, results, blocked, mostSold, highlighted, message, error } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    text,
    resultsTerm,
    results: results.length,
    blocked,
    mostSold: mostSold?.length,
    highlighted,
    message,
    error: error !== undefined,
  });
}

const paths = getShortestPaths(searchMachine, {
  input: { client: unusedClient },
  events: eventsFor,
  serializeState: (snapshot) => serialize(snapshot as Snapshot),
});

describe('searchMachine: every reachable state (generated paths)', () => {
  it('the generated paths reach results, the view-all link, the blacklist offer and highlights', () => {
    const views = paths.map((path) => selectSearchView(path.state));
    expect(paths.length).toBeGreaterThan(50);
    expect(views.some((view) => view.showViewAll && view.highlighted === 4)).toBe(true);
    expect(views.some((view) => view.mostSold !== undefined && view.highlighted === 4)).toBe(true);
    expect(views.some((view) => view.message !== undefined)).toBe(true);
  });

  it('on every step: one search at most, answers belong to the current text, the highlight stays on an option', () => {
    const violations: string[] = [];
    const check = (ok: boolean, rule: string, where: () => string) => {
      if (!ok) violations.push(`${rule}: ${where()}`);
    };
    for (const path of paths) {
      for (const step of path.steps) {
        const state = step.state as Snapshot;
        const view = selectSearchView(state);
        const { context } = state;
        // The graph also feeds the platform's answers, which the shopper's event type does not list.
        const eventType: string = step.event.type;
        const where = () => `${serialize(state)} after ${eventType}`;
        const children = Object.keys(state.children);

        check(
          children.filter((id) => id === 'searchProducts').length ===
            (state.matches({ open: 'searching' }) ? 1 : 0),
          'a search in flight only while searching',
          where,
        );
        check(
          children.filter((id) => id === 'loadMostSold').length ===
            (state.matches({ open: 'offering' }) ? 1 : 0),
          'the most sold load only while offering',
          where,
        );
        if (eventType === 'xstate.done.actor.searchProducts') {
          check(
            context.resultsTerm === context.text.trim(),
            'an answer lands for the current text only',
            where,
          );
        }
        check(
          view.highlighted >= -1 && view.highlighted < view.options.length,
          'highlight on an option',
          where,
        );
        check(view.options.length <= 6, 'at most 5 products and the link', where);
        check(view.showViewAll === (!context.blocked && view.results.length > 3), 'view-all above 3', where);
        check(!context.blocked || context.results.length === 0, 'a blacklisted term shows no result', where);
        if (!view.open) check(view.highlighted === -1, 'a closed list highlights nothing', where);
      }
    }
    expect(violations.slice(0, 5)).toEqual([]);
  });
});
