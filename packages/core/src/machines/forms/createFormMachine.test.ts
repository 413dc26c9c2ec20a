import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { newsletterFormSchema } from '../../forms/newsletterFormSchema';
import { newsletterMachine } from './newsletterMachine';

// Every path of a form built with createFormMachine, generated on the newsletter form (the factory's
// logic is the same for every form): field edits (valid and invalid), blurs, submits, resets and the
// replies of the anti-bot and submit actors, in every order up to the shortest path to each state.
const events = [
  { type: 'field.change', name: 'name', value: 'Ana Souza' },
  { type: 'field.change', name: 'name', value: 'Ana' },
  { type: 'field.change', name: 'email', value: 'ana@example.com' },
  { type: 'field.change', name: 'email', value: '' },
  { type: 'field.blur', name: 'name' },
  { type: 'field.blur', name: 'email' },
  { type: 'submit' },
  { type: 'reset' },
  { type: 'xstate.done.actor.antiBotToken', output: '' },
  { type: 'xstate.error.actor.antiBotToken', error: new Error('script') },
  { type: 'xstate.done.actor.submit', output: true },
  { type: 'xstate.error.actor.submit', error: new Error('Erro 500') },
] as const;

type Snapshot = ReturnType<typeof newsletterMachine.getInitialSnapshot>;

const input = { client: {} as StoreClient };
const paths = getShortestPaths(newsletterMachine, {
  input,
  events: events as never,
  serializeState: (state) => {
    const { context, value } = state as unknown as Snapshot;
    return JSON.stringify([value, context.values, context.touched, context.dirty, context.sentValues]);
  },
});

const isValid = (values: unknown) => newsletterFormSchema.safeParse(values).success;

describe('createFormMachine (generated paths)', () => {
  it('reaches every state of the flow', () => {
    const reached = new Set(paths.map((path) => JSON.stringify((path.state as unknown as Snapshot).value)));
    expect([...reached].sort()).toEqual(
      ['"failure"', '"idle"', '"success"', '{"submitting":"protecting"}', '{"submitting":"sending"}'].sort(),
    );
    expect(paths.length).toBeGreaterThan(100);
  });

  // Every edge: each reached state under each event, so no transition escapes the invariants.
  // The reached states are replayed with xstate's own `transition` from the path's events: the
  // traversal's snapshots are its internal ones, not what an actor would hold.
  const replay = (path: (typeof paths)[number]): Snapshot =>
    path.steps
      .slice(1)
      .reduce<Snapshot>(
        (snapshot, step) => transition(newsletterMachine, snapshot, step.event)[0],
        initialTransition(newsletterMachine, input)[0],
      );
  const edges = paths.flatMap((path) =>
    events.map((event) => {
      const before = replay(path);
      const [after, actions] = transition(newsletterMachine, before, event as never);
      return { before, event, after: after as Snapshot, actions };
    }),
  );

  it('on every edge, a form is only ever sent with valid values', () => {
    const sends = edges.filter(
      (edge) => !edge.before.matches('submitting') && edge.after.matches('submitting'),
    );
    expect(sends.length).toBeGreaterThan(0);
    for (const { after } of sends) expect(isValid(after.context.sentValues)).toBe(true);
  });

  it('on every edge, an invalid submit stays idle with every field touched and dirty', () => {
    const invalid = edges.filter(
      (edge) =>
        edge.event.type === 'submit' &&
        !edge.before.matches('submitting') &&
        !isValid(edge.before.context.values),
    );
    expect(invalid.length).toBeGreaterThan(0);
    for (const { after } of invalid) {
      expect(after.value).toBe('idle');
      expect(after.context.touched).toEqual({ name: true, email: true });
      expect(after.context.dirty).toEqual({ name: true, email: true });
    }
  });

  it('on every edge, a failure keeps the values as typed and its text', () => {
    const failures = edges.filter(
      (edge) => edge.before.matches('submitting') && edge.after.matches('failure'),
    );
    expect(failures.length).toBeGreaterThan(0);
    for (const { before, after, event } of failures) {
      expect(after.context.values).toEqual(before.context.values);
      expect(after.context.submitError).toBe(event.type.endsWith('antiBotToken') ? 'script' : 'Erro 500');
    }
  });

  it('on every edge, a success empties every field sent as is and keeps edits typed meanwhile', () => {
    const successes = edges.filter(
      (edge) => edge.before.matches('submitting') && edge.after.matches('success'),
    );
    expect(successes.some((edge) => edge.after.context.values.name !== '')).toBe(true);
    for (const { before, after } of successes) {
      for (const name of ['name', 'email'] as const) {
        const edited = before.context.values[name] !== before.context.sentValues?.[name];
        expect(after.context.values[name]).toBe(edited ? before.context.values[name] : '');
      }
    }
  });

  it('on every edge, a submit while sending neither restarts nor duplicates the submission', () => {
    const repeats = edges.filter((edge) => edge.event.type === 'submit' && edge.before.matches('submitting'));
    expect(repeats.length).toBeGreaterThan(0);
    for (const { before, after, actions } of repeats) {
      expect(after.value).toEqual(before.value);
      expect(actions).toEqual([]);
    }
  });

  it('on every edge, only leaving a submission with a result emits a banner', () => {
    for (const { before, after, actions } of edges) {
      // Widened: xstate's ExecutableActionsFrom lists no 'xstate.emit', though `transition` returns them.
      const emitted = actions.filter((action) => (action.type as string) === 'xstate.emit');
      const settled = before.matches('submitting') && (after.matches('success') || after.matches('failure'));
      expect(emitted.length).toBe(settled ? 1 : 0);
    }
  });
});
