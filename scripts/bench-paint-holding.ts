// `pnpm bench:paint-holding`: when Lighthouse (mobile emulation, Debian Chromium) sees a page first paint, with
// Chromium's paint holding on (as in Chrome) and off, for a two-line page whose stylesheet the server holds 0 to
// 400 ms (scripts/web/paintHolding.ts). `--runs N` per cell (3). Writes bench/results/paint-holding.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { runLighthouse } from './web/lighthouse';
import { startStylesheetDelayServer } from './web/paintHolding';
import { median } from './web/report';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const delays = [0, 100, 150, 200, 400];
const loadBefore = loadavg()[0] ?? 0;

const server = await startStylesheetDelayServer();
const cells = new Map<string, number[]>();
try {
  for (let round = 0; round < runs; round++)
    for (const delay of delays)
      for (const paintHolding of [true, false]) {
        const figures = await runLighthouse(server.url(delay), { paintHolding });
        const key = `${delay}:${paintHolding}`;
        cells.set(key, [...(cells.get(key) ?? []), figures.observedFcpMs]);
        console.log(
          `stylesheet held ${delay} ms, paint holding ${paintHolding ? 'on' : 'off'}: first paint ${Math.round(figures.observedFcpMs)} ms`,
        );
      }
} finally {
  await server.close();
}

const cell = (delay: number, paintHolding: boolean) => {
  const values = cells.get(`${delay}:${paintHolding}`) ?? [];
  return `${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
};
const rows = delays.map((delay) => `| ${delay} ms | ${cell(delay, true)} | ${cell(delay, false)} |`);
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const markdown = `# Paint holding and a late stylesheet (Lighthouse 12.8, mobile emulation)

Measured ${date} UTC on ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after, Debian Chromium, with
\`pnpm bench:paint-holding\`: a two-line page (a heading and a paragraph) whose only stylesheet the server answers
after the time in the first column. "First paint" is Lighthouse's observed first contentful paint, from the
navigation's start; medians of ${runs} runs, each run in brackets.

| stylesheet held | first paint, paint holding on (Chrome's default) | first paint, paint holding off |
|---|---|---|
${rows.join('\n')}

Read each row across: how much later the page first paints with paint holding on than off, for a stylesheet held
that long. Why this matters for the storefront's pages (whose stylesheet waits in the Node server while it renders
the HTML) is in docs/concepts/page-weight.md, "What the first paint waits for".
`;
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/paint-holding.md', markdown);
console.log(`\n${rows.join('\n')}\n\nWritten to bench/results/paint-holding.md.`);
