// `pnpm bench:web`: builds for production, starts the sandbox and the storefront's production server, runs
// Lighthouse (mobile emulation, Debian Chromium) three times on each measured page, and writes the medians to
// bench/results/web.md and web.json. `--runs N` changes the count; `--no-build` reuses the last build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { runLighthouse } from './web/lighthouse';
import { measuredPages } from './web/pages';
import { markdownTable, medianFigures, type PageResult } from './web/report';
import { startWebStack } from './web/stack';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;

if (!args.includes('--no-build')) {
  const build = spawnSync('pnpm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const stack = await startWebStack();
const results: PageResult[] = [];
try {
  for (const page of measuredPages) {
    const pageRuns = [];
    for (let run = 1; run <= runs; run++) {
      const figures = await runLighthouse(stack.storefrontUrl + page.path);
      console.log(
        `${page.path} run ${run}/${runs}: perf ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms, JS ${Math.round(figures.jsBytes / 1024)} kB`,
      );
      pageRuns.push(figures);
    }
    results.push({ ...page, runs: pageRuns, median: medianFigures(pageRuns) });
  }
} finally {
  await stack.stop();
}

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
const table = markdownTable(results);
const markdown = `# Web figures (Lighthouse 12.8, mobile emulation)

Measured ${date} on ${machine}, Debian Chromium, with \`pnpm bench:web\`: the production build served by
\`examples/storefront/server.mjs\` with the sandbox behind it, medians of ${runs} runs per page. JS is the
compressed JavaScript the page transferred.

${table}

Audits that failed in most runs: ${
  results
    .filter((r) => r.median.failedAudits.length > 0)
    .map((r) => `${r.path}: ${r.median.failedAudits.join(', ')}`)
    .join('; ') || 'none'
}.
`;
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/web.md', markdown);
writeFileSync('bench/results/web.json', `${JSON.stringify({ date, machine, runs, results }, null, 2)}\n`);
console.log(`\n${table}\n\nWritten to bench/results/web.md and web.json.`);
