import type { StorefrontEvent } from '@vitrine/core';
import { useStorefront } from '@vitrine/hooks';
import { type ComponentType, createElement, type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { type IslandEventContract, installIslandEvents, type QueuedPress } from './islandEvents';

/**
 * When an island's code is fetched and its server HTML becomes live:
 * - `interaction`: the first touch, pointer over, focus or key inside it (a press made before the code arrived
 *   is replayed once it has);
 * - `visible`: when it comes near the viewport (or on interaction, whichever is first);
 * - `idle`: once the page is loaded and the browser is idle (or on interaction);
 * - `demand`: when one of its `wakeOn` events is published on the page's bus (or on interaction): for a widget
 *   that shows nothing until asked, like a dialog. The events that woke it are published again once it is live,
 *   so it gets them as if it had been listening all along.
 */
export type IslandTrigger = 'interaction' | 'visible' | 'idle' | 'demand';

export interface IslandOptions {
  readonly trigger: IslandTrigger;
  /** How far outside the viewport a `visible` island starts loading; 400px by default. */
  readonly rootMargin?: string;
  /** The bus events that wake a `demand` island ('alertMe.open' for the back-in-stock dialog). */
  readonly wakeOn?: readonly StorefrontEvent['type'][];
}

interface Gate<P> {
  opened: boolean;
  /** Whether the island is live (its widget committed and listening). */
  live: boolean;
  /** The bus events that woke it, to publish again once it is live. */
  readonly woken: StorefrontEvent[];
  /** Whether React has rendered the island's body once already. */
  asked: boolean;
  host: Element | null;
  readonly ready: Promise<ComponentType<P>>;
  open(): void;
}

/** Every island's loader, so the server can have every island's code before it renders a page. */
const loaders: (() => Promise<unknown>)[] = [];
/**
 * True from `beginDocumentHydration()` (the client entry, just before `hydrateRoot`) until the root says React took
 * the document over: an island rendered meanwhile is server HTML to keep; one rendered outside that window (a
 * client-side navigation, a test's `render`) has no HTML to keep and loads at once.
 */
let hydratingDocument = false;

/** Resolves once every island's module is loaded; the server awaits it before its first render. */
export function preloadIslands(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/** Called by the client entry just before it hydrates the server's HTML. */
export function beginDocumentHydration(): void {
  hydratingDocument = true;
}

/** Called by the root once React took the document over. */
export function markDocumentHydrated(): void {
  hydratingDocument = false;
}

function contract(): IslandEventContract | undefined {
  return typeof window === 'undefined' ? undefined : installIslandEvents();
}

function replay(press: QueuedPress): void {
  if (press.kind === 'click') {
    if (press.target.isConnected) press.target.click();
  } else if (press.kind === 'key') {
    if (press.target.isConnected) press.target.dispatchEvent(new KeyboardEvent('keydown', press.init));
  } else if (press.form.isConnected) {
    const submitter = press.submitter?.isConnected ? press.submitter : null;
    press.form.requestSubmit(
      submitter && 'form' in submitter && (submitter as HTMLButtonElement).form === press.form
        ? submitter
        : undefined,
    );
  }
}

const valueSetter = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;

/**
 * Hands React what the shopper changed in the server HTML before the island was live (typed text, a chosen
 * option, a ticked box): React keeps the browser's value when it hydrates but would not know it changed.
 */
function resyncControls(host: Element): void {
  // Read every control first: telling React of one change re-renders the form, which puts the others back to
  // what React holds until it is told of them too.
  const changed: {
    control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    initial: string;
    typed: string;
  }[] = [];
  const ticked: { box: HTMLInputElement; checked: boolean }[] = [];
  for (const element of host.querySelectorAll('input, textarea, select')) {
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked === element.defaultChecked) continue;
      // A radio unticked because another of its group was chosen is not a choice of its own.
      if (element.type === 'radio' && !element.checked) continue;
      ticked.push({ box: element, checked: element.checked });
      continue;
    }
    const control = element as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    const initial =
      control instanceof HTMLSelectElement
        ? ([...control.options].find((option) => option.defaultSelected)?.value ??
          control.options[0]?.value ??
          '')
        : control.defaultValue;
    if (control.value !== initial) changed.push({ control, initial, typed: control.value });
  }
  for (const { box, checked } of ticked) {
    box.checked = !checked; // through React's value tracker: it now holds the old state
    box.click(); // the browser's click flips it back and React sees a change
    if (box.checked !== checked) box.checked = checked;
  }
  for (const { control, initial, typed } of changed) {
    control.value = initial; // through React's value tracker
    valueSetter(control)?.call(control, typed); // around it: the DOM holds the typed value again
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
    // A field the shopper typed into and already left: leaving it is what checks it ('E-mail Inválido').
    if (control !== document.activeElement)
      control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
}

function whenIdle(run: () => void): () => void {
  const start = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 1500);
    return () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') return start();
  let cancel = () => {};
  const onLoad = () => {
    cancel = start();
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancel();
  };
}

function watch(host: Element, gate: Gate<never>, options: IslandOptions): () => void {
  const events = contract();
  if (events) {
    if (events.openedEarly.has(host)) gate.open();
    events.open ??= (element) => (element as Element & { __vtGate?: Gate<never> }).__vtGate?.open();
  }
  (host as Element & { __vtGate?: Gate<never> }).__vtGate = gate;
  if (gate.opened) return () => {};
  if (options.trigger === 'idle') return whenIdle(() => gate.open());
  if (options.trigger === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          gate.open();
        }
      },
      { rootMargin: options.rootMargin ?? '400px' },
    );
    // The host has no box of its own (`display: contents`): watch what it holds.
    for (const child of host.children) observer.observe(child);
    if (host.children.length === 0) gate.open();
    return () => observer.disconnect();
  }
  return () => {};
}

/** A promise React's `use` reads synchronously once settled (the `status`/`value` fields it looks for). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T };

function createGate<P>(
  load: () => Promise<ComponentType<P>>,
  loaded: ComponentType<P> | undefined,
  openNow: boolean,
): Gate<P> {
  let resolve: (component: ComponentType<P>) => void = () => {};
  const ready: Tracked<ComponentType<P>> = new Promise<ComponentType<P>>((settle) => {
    resolve = (component) => {
      ready.status = 'fulfilled';
      ready.value = component;
      settle(component);
    };
  });
  ready.status = 'pending';
  const gate: Gate<P> = {
    opened: false,
    live: false,
    woken: [],
    asked: false,
    host: null,
    ready,
    open() {
      if (gate.opened) return;
      gate.opened = true;
      if (loaded) {
        resolve(loaded);
        return;
      }
      // Platform HTML (a description, a banner's text, seals) is rendered by a component that loads its
      // sanitizer on demand: had it to suspend while hydrating, an update reaching it meanwhile (the shopper's
      // session, a shared read) would make React drop the server's markup and render it again. Its code is
      // fetched beside the island's, so the island hydrates with both at hand.
      const withPlatformHtml =
        typeof document !== 'undefined' && document.querySelector('[data-vt-html]')
          ? import('./platformHtml').then((module) => module.preloadSanitizedHtml())
          : undefined;
      Promise.all([load(), withPlatformHtml]).then(
        ([component]) => resolve(component),
        () => {
          // The chunk did not arrive (offline, a deploy replaced it): stay server HTML, try again on the next press.
          gate.opened = false;
        },
      );
    },
  };
  if (openNow) gate.open();
  return gate;
}

/**
 * Marks the island live once React committed it, then replays what the shopper did while it was HTML and
 * publishes again the bus events that woke it.
 */
function Live({ gate }: { gate: Gate<never> }): null {
  const { bus } = useStorefront();
  useEffect(() => {
    gate.live = true;
    // After the widget's own effects, which subscribed it to the bus.
    for (const event of gate.woken.splice(0)) bus.publish(event);
    const host = gate.host;
    const events = contract();
    if (!host || !events) return;
    events.live.add(host);
    // Marked for tests and monitoring scripts, which wait for it before they look at a widget's behaviour.
    host.setAttribute('data-live', '');
    // After the island's own effects and the renders they cause (a flow starting, a selection restored), so a
    // replayed press meets the widget as a press after hydration would.
    const timer = window.setTimeout(() => {
      resyncControls(host);
      const queued = events.queued.get(host) ?? [];
      events.queued.delete(host);
      for (const press of queued) replay(press);
    }, 50);
    return () => window.clearTimeout(timer);
  }, [gate, bus]);
  return null;
}

interface IslandEntry<P> {
  readonly load: () => Promise<ComponentType<P>>;
  readonly loaded: () => ComponentType<P> | undefined;
  readonly options: IslandOptions;
}

function IslandBody<P extends object>({
  entry,
  gate,
  props,
}: {
  entry: IslandEntry<P>;
  gate: Gate<P>;
  props: P;
}) {
  // The first time React asks for the island is its hydration (on the document's first pass or a later one): it
  // stays server HTML until its trigger. Asked again before then, something above it changed (a navigation, a
  // context): React needs it now.
  if (gate.asked && !gate.opened) gate.open();
  gate.asked = true;
  const Component = use(gate.ready);
  return (
    <>
      <Component {...props} />
      <Live gate={gate as unknown as Gate<never>} />
    </>
  );
}

function IslandHost<P extends object>({ entry, props }: { entry: IslandEntry<P>; props: P }): ReactNode {
  const [gate] = useState(() =>
    createGate(entry.load, entry.loaded(), typeof window === 'undefined' || !hydratingDocument),
  );
  // The server renders the boundary that the hydrating browser renders, so the two trees match.
  const [hydrating] = useState(() => typeof window === 'undefined' || hydratingDocument);
  useEffect(
    () => (gate.host ? watch(gate.host, gate as unknown as Gate<never>, entry.options) : undefined),
    [gate, entry],
  );
  const { bus } = useStorefront();
  useEffect(() => {
    const stops = (entry.options.wakeOn ?? []).map((type) =>
      bus.subscribe(type, (event) => {
        if (gate.live) return;
        gate.woken.push(event);
        gate.open();
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [bus, gate, entry]);
  const body = <IslandBody entry={entry} gate={gate} props={props} />;
  return (
    <vt-island
      ref={(element) => {
        // Attached before any effect runs, so `Live` finds it even for an island mounted by a navigation.
        gate.host = element;
      }}
    >
      {/* Hydration keeps the server's HTML inside a boundary whose code has not arrived. */}
      {hydrating ? <Suspense fallback={null}>{body}</Suspense> : body}
    </vt-island>
  );
}

/**
 * Wraps a component whose code should not be on the page before it is needed. The server renders it in full
 * (its HTML, its data), so the page looks and reads the same; the browser keeps that HTML as it is and fetches
 * the component's code only on `trigger`, then hydrates it in place (no layout shift). A press on it before then
 * is replayed once its code is live, so nothing the shopper does is lost.
 *
 * An island rendered by a client-side navigation (no server HTML to keep) loads at once; the navigation waits for
 * it, as it waits for a route's module.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: IslandOptions,
): ComponentType<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const entry: IslandEntry<P> = {
    options,
    loaded: () => component,
    load: () => {
      loading ??= load().then(
        (loaded) => {
          component = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  loaders.push(entry.load);
  const render = (props: P): ReactNode => createElement(IslandHost<P>, { entry, props });
  return render;
}

declare module 'react' {
  // biome-ignore lint/style/noNamespace: JSX's intrinsic elements are declared in this namespace.
  namespace JSX {
    interface IntrinsicElements {
      'vt-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
