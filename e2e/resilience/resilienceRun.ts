import type { Cart } from '@vitrine/core';
import type { Page } from 'playwright-core';
import { sandboxCartOf } from '../harness';
import { cartDifferences, cartSheet, readSeenCart, type SeenCart } from './cartOnPage';
import { type FaultSetup, hangOnce, silentOperations } from './faultPlans';
import { type ObservedCall, type ShownMessage, watchPage } from './pageWatch';
import { chooseAction, perform, type ShopperAction } from './scriptedShopper';
import { createSeededRandom } from './seededRandom';

/** One scripted run: a seed, how many gestures, the faults and how many hangs. */
export interface RunPlan {
  readonly name: string;
  readonly seed: number;
  readonly actions: number;
  readonly faults: FaultSetup;
  /** How many adds (at seeded gestures) hang until the page gives up on them. */
  readonly hangs: number;
  /** Stop starting gestures after this long (the run still ends with an idle check). */
  readonly budgetMs: number;
  /**
   * The faults never touch the cart's own reads: at every idle point, faults still on, the badge must name the
   * count (a failed freight or postal-code read concerns the freight alone).
   */
  readonly countAlwaysKnown?: boolean;
}

/** A moment the page and the server disagreed although the page had been idle, faults off, for `AGREE_MS`. */
export interface Mismatch {
  readonly check: number;
  readonly afterAction: number;
  readonly differences: readonly string[];
  /** What happened since the previous idle check, in order: the gestures, the changes sent and the failed calls. */
  readonly trail: readonly string[];
}

/** A failure the shopper should have been told about, and whether they were. */
export interface TrackedFailure {
  readonly operation: string;
  readonly outcome: ObservedCall['outcome'];
  /** The HTTP status or the browser's reason. */
  readonly detail: string;
  readonly at: number;
  readonly shown: boolean;
}

/** What one run measured (written to the report). */
export interface RunResult {
  readonly name: string;
  readonly seed: number;
  readonly faults: string;
  readonly actions: number;
  readonly actionsByKind: Readonly<Partial<Record<ShopperAction, number>>>;
  readonly skipped: number;
  readonly cutShort: boolean;
  readonly storeCalls: number;
  readonly faultsInjected: number;
  readonly failuresByOutcome: Readonly<Record<string, number>>;
  readonly abortedByPage: Readonly<Record<string, number>>;
  readonly failuresToShow: number;
  readonly failuresShown: number;
  readonly unshownFailures: readonly TrackedFailure[];
  readonly messagesShown: number;
  /** 'Não foi possível adicionar o produto no carrinho.' shown after an add the server accepted (no add failed near it). */
  readonly landedAddsReportedFailed: number;
  readonly notPtBrMessages: readonly string[];
  readonly idleChecks: number;
  readonly fullChecks: number;
  readonly mismatches: readonly Mismatch[];
  readonly stuckLoading: readonly string[];
  readonly neverIdle: number;
  readonly lineErrorsAtIdle: number;
  readonly pageErrors: readonly string[];
  /** Of which: waiting for idle and comparing at the idle checks. */
  readonly checkingMs: number;
  readonly durationMs: number;
}

/** Idle: no store call in flight for this long. */
const SETTLE_MS = 400;
/** The longest the page may stay busy before a check (a hang the page must time out by itself, then its retries). */
const IDLE_WAIT_MS = 20_000;
/** With faults off and the shopper idle, the page must agree with the server within this time. */
const AGREE_MS = 5_000;
/** Faults off, what is still busy after this long is stuck: the cart's longest read backoff (8 s) and a call. */
const STUCK_MS = 10_000;
/** Gestures between two hangs: more than the longest burst (8), so an idle check falls between them. */
const HANG_GAP = 9;
/**
 * A failure counts as shown when an error text appears within this time. Not 3 s: the cart tells a failed add
 * only after reading the server back (the add may have landed), and that read retries with backoff (0.5, 1,
 * 2 s), so under injected faults the true message can take a few seconds (a 502 add in seed 18002 took > 3 s).
 */
const SHOWN_WITHIN_MS = 5_000;

/** Texts that betray an untranslated or technical message. */
const notPtBr =
  /\b(error|failed|failure|fetch|undefined|null|NaN|unexpected|token|syntax|network|timeout|timed out|TypeError|SyntaxError|Internal Server|Bad Gateway)\b/i;
/** The cart-read failure text that follows an add (spec): a lie when the add landed. */
const addReadFailedText = 'Não foi possível adicionar o produto no carrinho.';
/** Texts of the `status` role that are not about a failure. */
const notAFailure = /^(Adicionado ao Carrinho|Calculando|Carregando|O TEMPO EXPIROU)/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function control(sandboxUrl: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
}

const describeFaults = (setup: FaultSetup) => {
  const kinds = new Map<string, number>();
  for (const fault of setup.faults) {
    const kind = String(fault.kind ?? `status ${fault.status}`);
    kinds.set(kind, Number(fault.probability ?? 1));
  }
  const latency = Array.isArray(setup.latency) ? setup.latency.join('–') : String(setup.latency);
  return `${[...kinds].map(([kind, p]) => `${kind} ${Math.round(p * 100)} %`).join(', ')} per cart call; latency ${latency} ms`;
};

/**
 * Drives the storefront's home page and cart preview with a seeded scripted shopper while the sandbox injects
 * `plan.faults` into the cart calls. After every burst of gestures it waits until the page is idle, turns the
 * faults off and checks the page against the server's cart, that nothing is stuck loading, and (at the end)
 * that every failure was told to the shopper in pt-BR and that the page threw nothing.
 */
export async function runResilience(
  page: Page,
  urls: { storefrontUrl: string; sandboxUrl: string },
  plan: RunPlan,
): Promise<RunResult> {
  const started = Date.now();
  const random = createSeededRandom(plan.seed);
  const watch = await watchPage(page);
  const messages: ShownMessage[] = [];
  const harvestMessages = async () => {
    const now = Date.now();
    for (const entry of await watch.shownMessages().catch(() => []))
      messages.push({ ...entry, to: entry.to ?? now });
  };
  const actionsByKind: Partial<Record<ShopperAction, number>> = {};
  const mismatches: Mismatch[] = [];
  const stuckLoading: string[] = [];
  let skipped = 0;
  let idleChecks = 0;
  let fullChecks = 0;
  let neverIdle = 0;
  let lineErrorsAtIdle = 0;
  let cutShort = false;
  const reloads: number[] = [];
  const gestures: { at: number; text: string }[] = [];
  let trailSince = started;

  await page.goto(urls.storefrontUrl);
  await page
    .getByRole('button', { name: /^Adicionar ao Carrinho: / })
    .first()
    .waitFor({ timeout: 30_000 });

  const waitForIdle = async (): Promise<boolean> => {
    const deadline = Date.now() + IDLE_WAIT_MS;
    while (Date.now() < deadline) {
      if (watch.inFlight() === 0 && Date.now() - watch.lastActivity() >= SETTLE_MS) return true;
      await sleep(100);
    }
    return false;
  };

  const serverCart = () => sandboxCartOf(page, urls.sandboxUrl);

  let checkingMs = 0;
  const idleCheck = async (afterAction: number) => {
    const checkStarted = Date.now();
    try {
      await checkWhenIdle(afterAction);
    } finally {
      checkingMs += Date.now() - checkStarted;
    }
  };
  const checkWhenIdle = async (afterAction: number) => {
    idleChecks++;
    if (!(await waitForIdle())) {
      neverIdle++;
      stuckLoading.push(
        `check ${idleChecks}: a store call still in flight after ${watch.oldestInFlightMs()} ms of waiting`,
      );
    }
    if (plan.countAlwaysKnown && afterAction > 0) {
      const withFaults = await readSeenCart(page);
      if (withFaults.count === undefined)
        stuckLoading.push(
          `check ${idleChecks}: the cart badge names no number while only freight reads fail`,
        );
    }
    await control(urls.sandboxUrl, 'faults/clear');
    // Faults off, shopper idle: the page has AGREE_MS to converge with the server on its own (retries included).
    const deadline = Date.now() + AGREE_MS;
    let seen: SeenCart;
    let server: Cart;
    let differences: string[];
    do {
      await waitForIdle();
      [seen, server] = await Promise.all([readSeenCart(page), serverCart()]);
      differences = cartDifferences(seen, server);
      if (differences.length === 0) break;
      await sleep(250);
    } while (Date.now() < deadline);
    if (seen.preview) fullChecks++;
    if (differences.length > 0) {
      const sentOrFailed = watch.calls
        .filter(
          (call) =>
            call.endedAt >= trailSince && (call.outcome !== 'ok' || !silentOperations.has(call.operation)),
        )
        .map((call) => ({ at: call.endedAt, text: `${call.operation} ${call.outcome}` }));
      const trail = [...gestures.filter((g) => g.at >= trailSince), ...sentOrFailed]
        .sort((a, b) => a.at - b.at)
        .map((entry) => entry.text);
      mismatches.push({ check: idleChecks, afterAction, differences, trail });
    }
    trailSince = Date.now();
    lineErrorsAtIdle += seen.preview?.lineErrors.length ?? 0;
    // A part may be busy with nothing in flight: a failed cart or freight read is retried after a backoff that
    // doubles up to 8 s (core's cart machine), and the faults were only cleared now. Stuck is what stays busy
    // longer than the longest backoff and its call.
    // A section whose code has not run yet (an island woken near the viewport, and not near it) is the server's
    // HTML, the same for every shopper: it started nothing, so nothing of it is stuck. Once in view it wakes, and
    // what it shows is checked like the rest (a dormant island in the viewport counts).
    const readBusy = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[aria-busy="true"]')]
          .filter((element) => {
            if (!element.closest('vt-island:not([data-live])')) return true;
            const box = element.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .map((element) =>
            (element.getAttribute('aria-label') ?? element.textContent ?? '')
              .replace(/\s+/g, ' ')
              .trim()
              .slice(0, 60),
          ),
      );
    const readSpinning = () =>
      page
        .getByRole('status', { includeHidden: false })
        .filter({ hasText: /^(Carregando|Calculando)/ })
        .count();
    const busyDeadline = Date.now() + STUCK_MS;
    let busy = await readBusy();
    let spinning = await readSpinning();
    while ((busy.length > 0 || spinning > 0) && Date.now() < busyDeadline) {
      await sleep(250);
      [busy, spinning] = await Promise.all([readBusy(), readSpinning()]);
    }
    if (busy.length > 0) stuckLoading.push(`check ${idleChecks}: aria-busy on ${busy.join(' | ')}`);
    if (spinning > 0) stuckLoading.push(`check ${idleChecks}: ${spinning} loading indicator(s) still shown`);
    if (seen.count === undefined) stuckLoading.push(`check ${idleChecks}: the cart badge names no number`);
  };

  const injectFaults = () =>
    control(urls.sandboxUrl, 'faults', { latency: plan.faults.latency, faults: plan.faults.faults });

  // The home page and the first cart read load clean; the faults start with the shopper.
  await idleCheck(0);
  await injectFaults();
  // In the first half, so a run cut short by its time budget still has them, and more than a burst apart, so
  // an idle check falls between two hangs (two hangs in a row would add up their waits).
  const hangAt = new Set<number>();
  const span = Math.floor(plan.actions / 2 / Math.max(1, plan.hangs));
  for (let k = 0, previous = -HANG_GAP; k < plan.hangs; k++) {
    const low = Math.max(3 + k * span, previous + HANG_GAP);
    previous = random.int(low, Math.max(low, (k + 1) * span - HANG_GAP));
    hangAt.add(previous);
  }

  let done = 0;
  let burst = random.int(3, 8);
  for (let index = 1; index <= plan.actions; index++) {
    if (Date.now() - started > plan.budgetMs) {
      cutShort = true;
      break;
    }
    let action = await chooseAction(page, random);
    if (hangAt.has(index)) {
      // The next add hangs: the page must give up on it by itself while the shopper carries on.
      if ((await cartSheet(page).count()) > 0) await perform(page, 'close', random);
      action = 'add';
      await control(urls.sandboxUrl, 'faults', { faults: [hangOnce('cart.add')] });
    }
    if (action === 'reload') {
      reloads.push(Date.now());
      await harvestMessages();
    }
    const gestureAt = Date.now();
    const result = await perform(page, action, random);
    gestures.push({ at: gestureAt, text: `${action}${result === 'skipped' ? ' (skipped)' : ''}` });
    if (result === 'skipped') skipped++;
    else {
      done++;
      actionsByKind[action] = (actionsByKind[action] ?? 0) + 1;
    }
    await sleep(random.int(0, 150));
    if (--burst === 0) {
      await idleCheck(index);
      await injectFaults();
      burst = random.int(3, 8);
    }
  }
  await idleCheck(done);
  // Let the last failures' messages have their full window before reading what was shown.
  await sleep(Math.max(0, SHOWN_WITHIN_MS - (Date.now() - watch.lastActivity())));
  await harvestMessages();
  await watch.settled();

  const calls = watch.calls;
  const failures = calls.filter((call) => call.outcome !== 'ok' && call.outcome !== 'aborted');
  const errorTexts = messages.filter((m) => m.role === 'alert' || !notAFailure.test(m.text));
  // A reload right after a failure wipes the page before it could say anything: nothing to ask of it.
  const cutByReload = (call: ObservedCall) =>
    reloads.some((at) => at >= call.endedAt - 250 && at <= call.endedAt + SHOWN_WITHIN_MS);
  // A failure is shown when an error text appears within SHOWN_WITHIN_MS of it, or when the very text it
  // calls for is already on screen (the server's text, or the one an earlier failure of the same call
  // brought up): a line error does not blink to be repeated. A stale text of another call does not count.
  const textsByOperation = new Map<string, Set<string>>();
  const tracked: TrackedFailure[] = failures
    .filter((call) => !silentOperations.has(call.operation) && !cutByReload(call))
    .sort((a, b) => a.endedAt - b.endedAt)
    .map((call) => {
      const appeared = errorTexts.filter(
        (m) => m.from >= call.endedAt - 250 && m.from <= call.endedAt + SHOWN_WITHIN_MS,
      );
      const known = textsByOperation.get(call.operation) ?? new Set<string>();
      const alreadyShown = errorTexts.some(
        (m) =>
          m.from <= call.endedAt &&
          (m.to ?? Number.POSITIVE_INFINITY) >= call.endedAt &&
          ((call.message !== undefined && m.text.includes(call.message)) || known.has(m.text)),
      );
      for (const m of appeared) known.add(m.text);
      textsByOperation.set(call.operation, known);
      return {
        operation: call.operation,
        outcome: call.outcome,
        detail: call.failure ?? String(call.status),
        at: call.endedAt,
        shown: appeared.length > 0 || alreadyShown,
      };
    });
  const adds = calls.filter((call) => call.operation === 'cart.add');
  const near = (call: ObservedCall, at: number) => at >= call.endedAt - 250 && at <= call.endedAt + 5_000;
  const landedAddsReportedFailed = errorTexts.filter(
    (m) =>
      m.text.includes(addReadFailedText) &&
      adds.some((call) => call.outcome === 'ok' && near(call, m.from)) &&
      !adds.some((call) => call.outcome !== 'ok' && near(call, m.from)),
  ).length;
  const count = (items: readonly string[]) =>
    items.reduce<Record<string, number>>((acc, key) => {
      acc[key] = (acc[key] ?? 0) + 1;
      return acc;
    }, {});
  const injected = failures.filter(
    (call) =>
      call.outcome === 'malformed' ||
      call.outcome === 'network' ||
      call.outcome === 'timeout' ||
      call.message === plan.faults.faults.find((fault) => 'message' in fault)?.message,
  );
  return {
    name: plan.name,
    seed: plan.seed,
    faults: describeFaults(plan.faults) + (plan.hangs > 0 ? `; ${plan.hangs} hung calls` : ''),
    actions: done,
    actionsByKind,
    skipped,
    cutShort,
    storeCalls: calls.length,
    faultsInjected: injected.length,
    failuresByOutcome: count(failures.map((call) => call.outcome)),
    abortedByPage: count(calls.filter((call) => call.outcome === 'aborted').map((call) => call.operation)),
    failuresToShow: tracked.length,
    failuresShown: tracked.filter((failure) => failure.shown).length,
    unshownFailures: tracked.filter((failure) => !failure.shown),
    messagesShown: errorTexts.length,
    landedAddsReportedFailed,
    notPtBrMessages: [...new Set(errorTexts.map((m) => m.text).filter((text) => notPtBr.test(text)))],
    idleChecks,
    fullChecks,
    mismatches,
    stuckLoading,
    neverIdle,
    lineErrorsAtIdle,
    pageErrors: [...watch.pageErrors],
    checkingMs,
    durationMs: Date.now() - started,
  };
}

/** The problems of a run, one line each: empty when it passed. */
export function problemsOf(result: RunResult): string[] {
  return [
    ...result.mismatches.map(
      (m) =>
        `mismatch at idle check ${m.check} (after gesture ${m.afterAction}): ${m.differences.join('; ')} [since the last check: ${m.trail.join(', ')}]`,
    ),
    ...result.pageErrors.map((error) => `uncaught page error: ${error}`),
    ...result.unshownFailures.map(
      (f) => `no pt-BR message within ${SHOWN_WITHIN_MS} ms for ${f.operation} (${f.outcome}, ${f.detail})`,
    ),
    ...result.notPtBrMessages.map((text) => `message not in pt-BR: "${text}"`),
    ...result.stuckLoading.map((text) => `stuck loading: ${text}`),
  ];
}
