// The page's event contract for islands that are still server HTML: it records what the shopper does inside one
// before its code has arrived (or before React took the page over), opens that island, and hands the presses back
// once the island is live. The same source runs twice: inlined in the document's head (so a press made while the
// first scripts are still downloading is kept), then adopted by the island runtime, which finds the queue there.

/** What a press on a not-yet-live island becomes: replayed on the same element once the island is live. */
export type QueuedPress =
  | { readonly kind: 'click'; readonly target: HTMLElement }
  | { readonly kind: 'submit'; readonly form: HTMLFormElement; readonly submitter: HTMLElement | null }
  | { readonly kind: 'key'; readonly target: HTMLElement; readonly init: KeyboardEventInit };

/** The contract's state, on `window.__vtIslands` (one per page, in the browser only). */
export interface IslandEventContract {
  /** Islands that are live (hydrated or mounted by React): presses inside them are React's. */
  readonly live: WeakSet<Element>;
  /** Presses waiting for their island, per island host element, in order. */
  readonly queued: WeakMap<Element, QueuedPress[]>;
  /** Islands asked to open before their runtime registered (a press during the first scripts' download). */
  readonly openedEarly: WeakSet<Element>;
  /** How the runtime opens an island (set once it is running); `undefined` until then. */
  open: ((host: Element) => void) | undefined;
  /**
   * Opens every island of the page now, whatever its trigger: for tests of the widgets' own behaviour, which wait
   * for `vt-island:not([data-live])` to be gone, and for a page that knows it will need everything.
   */
  openAll(): void;
}

/** The tag of an island's host element (`display: contents`, so it adds no box). */
export const islandTag = 'vt-island';

/**
 * Installs the contract on `window` unless it is there already, and returns it. Kept free of imports and closures
 * over module state: `installIslandEvents.toString()` is what the document inlines.
 */
export function installIslandEvents(): IslandEventContract {
  const w = window as unknown as { __vtIslands?: IslandEventContract };
  if (w.__vtIslands) return w.__vtIslands;
  const contract: IslandEventContract = {
    live: new WeakSet(),
    queued: new WeakMap(),
    openedEarly: new WeakSet(),
    open: undefined,
    openAll() {
      for (const host of document.querySelectorAll('vt-island')) open(host);
    },
  };
  w.__vtIslands = contract;
  /** The outermost island around `node` that is not live yet: the one that must arrive first. */
  const pendingHost = (node: EventTarget | null): Element | null => {
    let element = node instanceof Element ? node.closest('vt-island') : null;
    let found: Element | null = null;
    while (element) {
      if (!contract.live.has(element)) found = element;
      element = element.parentElement ? element.parentElement.closest('vt-island') : null;
    }
    return found;
  };
  const open = (host: Element) => {
    if (contract.open) contract.open(host);
    else contract.openedEarly.add(host);
  };
  const queue = (host: Element, press: QueuedPress) => {
    const list = contract.queued.get(host) ?? [];
    list.push(press);
    contract.queued.set(host, list);
  };
  // A touch, a pointer coming over, a focus: the shopper is about to use it; start its download now.
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'mouseover', 'keydown']) {
    window.addEventListener(
      type,
      (event) => {
        const host = pendingHost(event.target);
        if (host) open(host);
      },
      { capture: true, passive: true },
    );
  }
  // A press is kept and replayed, never dropped: nothing else on the page sees it now.
  window.addEventListener(
    'click',
    (event) => {
      const host = pendingHost(event.target);
      if (!host || !(event.target instanceof Element)) return;
      const target = event.target.closest('a,button,input,select,textarea,label,summary,[role],[tabindex]');
      // A box or a radio (or its label) ticks at once, as the shopper expects; the island takes the new state
      // from the page when it is live.
      const control = target instanceof HTMLLabelElement ? target.control : target;
      if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
        open(host);
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      open(host);
      queue(host, { kind: 'click', target: (target ?? event.target) as HTMLElement });
    },
    true,
  );
  // A form whose submit button waits for valid fields (the newsletter's 'Cadastrar') can be sent once the shopper
  // has typed: the island checks the fields when it is live, before the press is replayed.
  window.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      if (
        !pendingHost(target) ||
        !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
      )
        return;
      for (const button of target.form?.querySelectorAll('button[type="submit"][disabled]') ?? [])
        button.removeAttribute('disabled');
    },
    true,
  );
  // The keys that move within a widget (a radio group's arrows, a menu's Home/End, Escape): replayed on the same
  // element. Typing goes to the field as usual (the island takes the typed value when it is live); Enter and Space
  // on a button come back as a click, above.
  window.addEventListener(
    'keydown',
    (event) => {
      const host = pendingHost(event.target);
      const target = event.target;
      if (!host || !(target instanceof HTMLElement)) return;
      if (!/^(Arrow(Up|Down|Left|Right)|Home|End|Escape|PageUp|PageDown)$/.test(event.key)) return;
      if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      open(host);
      queue(host, {
        kind: 'key',
        target,
        init: {
          key: event.key,
          code: event.code,
          shiftKey: event.shiftKey,
          ctrlKey: event.ctrlKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
          bubbles: true,
          cancelable: true,
        },
      });
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) => {
      const host = pendingHost(event.target);
      if (!host || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      open(host);
      const submitter = (event as SubmitEvent).submitter;
      queue(host, {
        kind: 'submit',
        form: event.target,
        submitter: submitter instanceof HTMLElement ? submitter : null,
      });
    },
    true,
  );
  return contract;
}

/** The contract's source as an inline script for the document's head. */
export const islandEventsScript = `(${installIslandEvents.toString()})();`;
