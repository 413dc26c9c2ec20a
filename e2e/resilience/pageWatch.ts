import { defaultOperations, type OperationName } from '@vitrine/core';
import type { Page, Request } from 'playwright-core';

/** How a store call the page made ended, as the page experienced it. */
export type CallOutcome =
  /** A 2xx with a JSON body (or none). */
  | 'ok'
  /** A non-2xx with a body (the server's text). */
  | 'http'
  /** A 2xx whose body is not JSON. */
  | 'malformed'
  /** The connection dropped: no reply, or an empty 5xx from the dev proxy in front of the store. */
  | 'network'
  /** The page gave up after waiting long (its own timeout). */
  | 'timeout'
  /** The page cancelled the call itself soon after sending it (a superseded request, a navigation). */
  | 'aborted';

/** One store call the page made. */
export interface ObservedCall {
  readonly operation: OperationName | 'unknown';
  readonly outcome: CallOutcome;
  readonly status: number | undefined;
  /** The server's text of a failed reply; `undefined` when none. */
  readonly message: string | undefined;
  /** The browser's reason when the call got no reply (`net::ERR_...`); `undefined` otherwise. */
  readonly failure: string | undefined;
  readonly startedAt: number;
  readonly endedAt: number;
}

/** A text that appeared in an element with role `alert` (errors) or `status` (success, info), and when. */
export interface ShownMessage {
  readonly role: 'alert' | 'status';
  readonly text: string;
  readonly from: number;
  /** When it left the screen; `undefined` while still shown. */
  readonly to: number | undefined;
}

/** A call is "long" when the page waited at least this long before cancelling it: its own timeout, not a supersede. */
const TIMEOUT_FLOOR_MS = 3_000;

const operationByEnvelope = new Map<string, OperationName>();
const operationByPath = new Map<string, OperationName>();
for (const [name, transport] of Object.entries(defaultOperations) as [
  OperationName,
  (typeof defaultOperations)[OperationName],
][]) {
  if (transport.transport === 'path') operationByPath.set(transport.path.toLowerCase(), name);
  else operationByEnvelope.set(transport.id, name);
}

function operationOf(request: Request): OperationName | 'unknown' {
  const path = new URL(request.url()).pathname.replace(/\/+$/, '').toLowerCase();
  if (path !== '/api') return operationByPath.get(path) ?? 'unknown';
  try {
    const body = JSON.parse(request.postData() ?? '{}') as { operation?: unknown };
    return (typeof body.operation === 'string' && operationByEnvelope.get(body.operation)) || 'unknown';
  } catch {
    return 'unknown';
  }
}

const isStoreCall = (request: Request) => {
  const { pathname } = new URL(request.url());
  return pathname === '/api' || pathname.startsWith('/api/');
};

/**
 * Logs, in the page, every text that appears in or leaves an element with role `alert` or `status` (with the
 * time), so a test can tell afterwards which failures the shopper was told about and for how long.
 */
function recordShownMessages() {
  type Entry = { role: 'alert' | 'status'; text: string; from: number; to: number | undefined };
  const log: Entry[] = [];
  (window as unknown as { __vitrineShownMessages: Entry[] }).__vitrineShownMessages = log;
  let open = new Map<Element, Entry>();
  const scan = () => {
    const now = Date.now();
    const next = new Map<Element, Entry>();
    for (const element of document.querySelectorAll('[role="alert"], [role="status"]')) {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const previous = open.get(element);
      if (previous && previous.text === text) {
        next.set(element, previous);
        continue;
      }
      const role = element.getAttribute('role') === 'alert' ? 'alert' : 'status';
      const entry: Entry = { role, text, from: now, to: undefined };
      log.push(entry);
      next.set(element, entry);
    }
    for (const [element, entry] of open) if (next.get(element) !== entry) entry.to = now;
    open = next;
  };
  new MutationObserver(scan).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['role', 'hidden', 'aria-hidden'],
  });
}

/** Watches one page: its store calls (in flight and finished), the messages it shows and its uncaught errors. */
export async function watchPage(page: Page) {
  const inFlight = new Map<Request, { operation: OperationName | 'unknown'; startedAt: number }>();
  const calls: ObservedCall[] = [];
  const pageErrors: string[] = [];
  const classifying = new Set<Promise<void>>();
  let lastActivity = Date.now();

  await page.addInitScript(recordShownMessages);
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  page.on('request', (request) => {
    if (!isStoreCall(request)) return;
    inFlight.set(request, { operation: operationOf(request), startedAt: Date.now() });
    lastActivity = Date.now();
  });
  page.on('requestfinished', (request) => {
    const started = inFlight.get(request);
    if (!started) return;
    const endedAt = Date.now();
    inFlight.delete(request);
    lastActivity = endedAt;
    const done = (async () => {
      const response = await request.response();
      const status = response?.status();
      const text = await response?.text().catch(() => '');
      let body: unknown = null;
      let parsed = true;
      try {
        body = text?.trim() ? JSON.parse(text) : null;
      } catch {
        parsed = false;
      }
      const message =
        body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
          ? (body as { message: string }).message
          : undefined;
      const ok = status !== undefined && status >= 200 && status < 300;
      const outcome: CallOutcome = ok
        ? parsed
          ? 'ok'
          : 'malformed'
        : status !== undefined && status >= 500 && !text?.trim()
          ? 'network'
          : 'http';
      calls.push({ ...started, outcome, status, message, failure: undefined, endedAt });
    })();
    classifying.add(done);
    void done.finally(() => classifying.delete(done));
  });
  page.on('requestfailed', (request) => {
    const started = inFlight.get(request);
    if (!started) return;
    const endedAt = Date.now();
    inFlight.delete(request);
    lastActivity = endedAt;
    const failure = request.failure()?.errorText ?? '';
    const cancelled = failure.includes('ERR_ABORTED');
    const outcome: CallOutcome = !cancelled
      ? 'network'
      : endedAt - started.startedAt >= TIMEOUT_FLOOR_MS
        ? 'timeout'
        : 'aborted';
    calls.push({ ...started, outcome, status: undefined, message: undefined, failure, endedAt });
  });

  return {
    calls,
    pageErrors,
    /** Store calls the page is still waiting for. */
    inFlight: () => inFlight.size,
    /** The longest wait of a call still in flight, in ms (0 when none). */
    oldestInFlightMs: () => Math.max(0, ...[...inFlight.values()].map((call) => Date.now() - call.startedAt)),
    /** When the page last sent or received a store call. */
    lastActivity: () => lastActivity,
    /** Waits until every finished call is classified. */
    settled: () => Promise.all([...classifying]),
    /** Everything the page showed in `alert` and `status` roles since it loaded (across reloads: call before each). */
    shownMessages: () =>
      page.evaluate(
        () =>
          (window as unknown as { __vitrineShownMessages?: ShownMessage[] }).__vitrineShownMessages?.map(
            (entry) => ({ ...entry }),
          ) ?? [],
      ),
  };
}

/** What `watchPage` returns. */
export type PageWatch = Awaited<ReturnType<typeof watchPage>>;
