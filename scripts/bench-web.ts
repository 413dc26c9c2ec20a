// `pnpm bench:web`: builds the storefront and the floor app (bench/floor: a bare React Router page) for
// production, serves both beside the sandbox, runs Lighthouse (mobile emulation, Debian Chromium) interleaved —
// floor, a storefront page, floor, the next page, … — three rounds by default, and writes each page's medians and
// its ratios to the floor to bench/results/web.md and web.json, with the press-to-paint latencies of
// scripts/web/interactions.ts. `--runs N` changes the rounds; `--no-build` reuses the last builds;
// `--no-interactions` skips the latencies. Then each page's main-thread CPU time from a trace
// (scripts/web/mainThread.ts), which a busy machine moves far less than Lighthouse's TBT; `--no-main-thread` skips it.
// `--no-paint-holding` runs Lighthouse with Chromium's paint holding off and writes web-no-paint-holding.md/json
// instead (see `pnpm bench:paint-holding`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { type InteractionResult, interactionsTable, measureInteractions } from './web/interactions';
import { runLighthouse } from './web/lighthouse';
import { type MainThreadResult, mainThreadTable, measureMainThread } from './web/mainThread';
import { floorPage, interleaved, measuredPages } from './web/pages';
import {
  floorViolations,
  markdownTable,
  medianFigures,
  type PageFigures,
  type PageResult,
  sideBySideTable,
} from './web/report';
import { buildFloor, startWebStack } from './web/stack';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const paintHolding = !args.includes('--no-paint-holding');
const resultName = paintHolding ? 'web' : 'web-no-paint-holding';

if (!args.includes('--no-build')) {
  const build = spawnSync('pnpm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  buildFloor();
}

const loadBefore = loadavg()[0] ?? 0;
const stack = await startWebStack({ floor: true });
const figures = new Map<string, PageFigures[]>();
let interactions: InteractionResult[] = [];
let mainThread: MainThreadResult[] = [];
try {
  const order = interleaved([...measuredPages], floorPage, runs);
  for (const [index, page] of order.entries()) {
    const base = page === floorPage ? (stack.floorUrl as string) : stack.storefrontUrl;
    const run = await runLighthouse(base + page.path, { paintHolding });
    figures.set(page.name, [...(figures.get(page.name) ?? []), run]);
    console.log(
      `${index + 1}/${order.length} ${page === floorPage ? 'floor ' : ''}${page.path}: perf ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms, first paint (observed) ${Math.round(run.observedFcpMs)} ms, JS ${Math.round(run.jsBytes / 1024)} kB`,
    );
  }
  if (!args.includes('--no-interactions')) interactions = await measureInteractions(stack.storefrontUrl);
  if (!args.includes('--no-main-thread'))
    mainThread = await measureMainThread(
      [
        { name: floorPage.name, path: floorPage.path, url: (stack.floorUrl as string) + floorPage.path },
        ...measuredPages.map((page) => ({ ...page, url: stack.storefrontUrl + page.path })),
      ],
      Math.max(runs, 3),
    );
} finally {
  await stack.stop();
}

const resultOf = (page: { name: string; path: string }): PageResult => {
  const pageRuns = figures.get(page.name) ?? [];
  return { ...page, runs: pageRuns, median: medianFigures(pageRuns) };
};
const floor = resultOf(floorPage);
const results = measuredPages.map(resultOf);

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const load = `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`;
const side = sideBySideTable(floor, results);
const table = markdownTable([floor, ...results]);
const interactionText =
  interactions.length === 0
    ? 'Not measured in this run (`--no-interactions`).'
    : `${interactionsTable(interactions)}\n\nEach press by CDP mouse or key events on a page loaded and left idle, Chromium's CPU throttled 4× (\`Emulation.setCPUThrottlingRate\`), viewport 412 × 823 (the listing's filter at 1350 × 940: on a phone the filters sit in a drawer). "first" is the first press of a freshly loaded page (its island's code may not have arrived: it loads on touch, and the press is replayed); "warm" a later press of the same kind. "press → paint" is from the input event's timestamp to the first animation frame after the DOM shows the result, then its paint (a double requestAnimationFrame); "INP-style" is the longest Event Timing entry of the interaction (input delay + processing + presentation), as a PerformanceObserver saw it. Median of ${interactions[0]?.samples ?? 0} page loads.`;
const markdown = `# Web figures (Lighthouse 12.8, mobile emulation${paintHolding ? '' : ', paint holding off'})

Measured ${date} UTC on ${machine}, ${load}, Debian Chromium, with \`pnpm bench:web\`: the production build
served by \`examples/storefront/server.mjs\` and the floor app (\`bench/floor\`, a bare React Router 7.18.4 +
React 19.3.1 app, one SSR product route) by \`bench/floor/server.mjs\`, the sandbox behind both. Interleaved in
one run (floor, a page, floor, the next page, …), ${runs} rounds: medians of ${runs} runs per page and of
${floor.runs.length} for the floor. JS is the compressed JavaScript the page transferred.

## Side by side with the floor

Criteria (issue 24): perf ≥ the floor's − 5; TBT ≤ 2 × the floor's, or 100 ms when that is more; CLS ≤ 0.02.

${side}

"First paint, observed" is when the page first painted in the Lighthouse run itself, unthrottled. Lighthouse's
simulated FCP, LCP and TBT are built from the work its trace shows before and after that moment, so compare it
between the two apps before the scores: when a page paints late, its script work counts in FCP and LCP instead of
TBT, and its TBT looks better than it is. ${
  paintHolding
    ? `This run kept Chromium's paint holding on, as in Chrome. With it, a page whose stylesheet arrives late first paints later still (bench/results/paint-holding.md measures how much). The storefront's stylesheet waits in its Node server while the page's HTML renders, so our pages often paint late here; the floor's styles are inline. \`--no-paint-holding\` measures the same pages with it off (bench/results/web-no-paint-holding.md).`
    : `This run turned Chromium's paint holding off (\`--no-paint-holding\`): the pages paint when their stylesheet is in, so their script work after that counts in TBT. bench/results/web.md has the run with it on, as in Chrome.`
} The main-thread
table below does not depend on that moment.

## Every score

${table}

Audits that failed in most runs: ${
  [floor, ...results]
    .filter((r) => r.median.failedAudits.length > 0)
    .map((r) => `${r.path}: ${r.median.failedAudits.join(', ')}`)
    .join('; ') || 'none'
}.

## Responsiveness after load (4× CPU)

${interactionText}

## Main-thread work (thread CPU time, load-robust)

${
  mainThread.length === 0
    ? 'Not measured in this run (`--no-main-thread`).'
    : `${mainThreadTable(mainThread, floorPage.name)}\n\nEach page loaded unthrottled in a fresh context (412 × 823, touch), traced by Chromium until 6 s after \`load\`; its renderer main thread's CPU time per task (\`tdur\`, which does not count time the machine gave other jobs) after the first contentful paint. "Blocking at 4× CPU" sums, over those tasks, 4 × CPU − 50 ms where positive: Lighthouse's TBT as a 4× slower phone would see it, without the wall-clock noise of a shared machine. Medians of ${mainThread[0]?.samples ?? 0} loads, interleaved (scripts/web/mainThread.ts).`
}
`;
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/${resultName}.md`, markdown);
writeFileSync(
  `bench/results/${resultName}.json`,
  `${JSON.stringify(
    {
      date,
      machine,
      load,
      runs,
      floor,
      results: results.map((r) => ({ ...r, versusFloor: floorViolations(r.median, floor.median) })),
      interactions,
      mainThread,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `\n${side}\n\n${interactions.length ? interactionsTable(interactions) : ''}\n\n${mainThread.length ? mainThreadTable(mainThread, floorPage.name) : ''}\n\nWritten to bench/results/${resultName}.md and ${resultName}.json.`,
);
