// The main thread's work on a page load, measured as thread CPU time so that a busy machine does not inflate it:
// Lighthouse's TBT is wall time, and on a shared 2-core machine another job's load moves it several-fold (the
// floor app's TBT ranged 18–757 ms in one run). Chromium's trace records each task's CPU time on the renderer's
// main thread (`tdur`); here the page loads unthrottled, and each task after the first contentful paint counts
// 4 × its CPU time, as a phone 4 × slower would take it (Lighthouse's mobile simulation multiplies by 4 too).
// "Blocking (4× CPU)" sums what each task spends over 50 ms at that speed, as TBT does. Part of `pnpm bench:web`.
import { chromium } from 'playwright-core';
import { chromiumFlags } from './lighthouse';
import { median } from './report';

/** One page's main-thread figures (medians over the loads). */
export interface MainThreadResult {
  name: string;
  path: string;
  /** Main-thread CPU time after the first contentful paint, until `settleMs` after `load`. */
  cpuMs: number;
  /** Σ max(0, 4 × task CPU − 50 ms) over the same tasks: TBT as a 4× slower phone would see it. */
  blockingMs: number;
  /** Tasks over 50 ms at 4× (over 12.5 ms of CPU here). */
  longTasks: number;
  samples: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** The figures of one trace: the renderer's main thread is the one that parsed the page's HTML. */
export function mainThreadFigures(
  events: readonly TraceEvent[],
): Omit<MainThreadResult, 'name' | 'path' | 'samples'> {
  const parse = events.find((event) => event.name === 'ParseHTML');
  if (!parse) throw new Error('The trace has no ParseHTML event: not a page load.');
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid);
  const from = paint?.ts ?? parse.ts;
  let cpuMs = 0;
  let blockingMs = 0;
  let longTasks = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== parse.pid || event.tid !== parse.tid)
      continue;
    if (event.ts < from) continue;
    const cpu = (event.tdur ?? event.dur ?? 0) / 1000;
    cpuMs += cpu;
    if (4 * cpu > 50) {
      blockingMs += 4 * cpu - 50;
      longTasks += 1;
    }
  }
  return { cpuMs: Math.round(cpuMs), blockingMs: Math.round(blockingMs), longTasks };
}

/** Loads each page `samples` times in a fresh context (phone viewport), tracing its main thread. */
export async function measureMainThread(
  pages: readonly { name: string; url: string; path: string }[],
  samples = 3,
  settleMs = 6000,
): Promise<MainThreadResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
  });
  const runs = new Map<string, ReturnType<typeof mainThreadFigures>[]>();
  try {
    // Interleaved, like the Lighthouse runs: each round loads every page once.
    for (let sample = 0; sample < samples; sample++) {
      for (const page of pages) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 1.75,
          locale: 'pt-BR',
        });
        try {
          const tab = await context.newPage();
          await browser.startTracing(tab, {
            categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
          });
          await tab.goto(page.url, { waitUntil: 'load', timeout: 60_000 });
          await tab.waitForTimeout(settleMs);
          const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
          runs.set(page.name, [...(runs.get(page.name) ?? []), mainThreadFigures(trace.traceEvents)]);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return pages.map((page) => {
    const figures = runs.get(page.name) ?? [];
    return {
      name: page.name,
      path: page.path,
      cpuMs: median(figures.map((f) => f.cpuMs)),
      blockingMs: median(figures.map((f) => f.blockingMs)),
      longTasks: median(figures.map((f) => f.longTasks)),
      samples: figures.length,
    };
  });
}

/** The markdown table of `results`, the floor's row first, with each page's ratio to the floor. */
export function mainThreadTable(results: readonly MainThreadResult[], floorName: string): string {
  const floor = results.find((r) => r.name === floorName);
  const ratio = (value: number, base: number | undefined) => (base ? `${(value / base).toFixed(1)}×` : '—');
  return [
    '| page | main-thread CPU after FCP | blocking at 4× CPU | tasks over 50 ms at 4× | CPU ÷ floor |',
    '|---|---|---|---|---|',
    ...[...results]
      .sort((a, b) => (a.name === floorName ? -1 : b.name === floorName ? 1 : 0))
      .map(
        (r) =>
          `| ${r.name === floorName ? `floor ${r.path}` : r.path} | ${r.cpuMs} ms | ${r.blockingMs} ms | ${r.longTasks} | ${r.name === floorName ? '—' : ratio(r.cpuMs, floor?.cpuMs)} |`,
      ),
  ].join('\n');
}
