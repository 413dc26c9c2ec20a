// `pnpm test`'s web step: Lighthouse (mobile) on the production build (which `pnpm test`'s build step made) and on
// the floor app (bench/floor, built here), interleaved — floor, home, floor, category, floor, product, floor,
// search, floor — one round by default (WEB_ROUNDS=3 for medians of 3, about three times as long). Fails on the
// budgets of scripts/web/budgets.ts (CLS, a11y/BP/SEO 100, JS per page). The floor criteria of scripts/web/report.ts
// (perf ≥ the floor's median − 5, TBT ≤ 2 × the floor's median or 100 ms) are printed beside each page: the pages do
// not meet them yet (bench/results/web.md), so they are not asserted. Writes its counts to .tmp/web.json for the
// test summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { budgetViolations } from './web/budgets';
import { runLighthouse } from './web/lighthouse';
import { floorPage, interleaved, measuredPages } from './web/pages';
import { floorViolations, medianFigures, type PageFigures } from './web/report';
import { buildFloor, startWebStack } from './web/stack';

const rounds = Number(process.env.WEB_ROUNDS ?? 1);
buildFloor();
const stack = await startWebStack({ floor: true });
const runs = new Map<string, PageFigures[]>();
try {
  for (const page of interleaved([...measuredPages], floorPage, rounds)) {
    const base = page === floorPage ? (stack.floorUrl as string) : stack.storefrontUrl;
    runs.set(page.name, [...(runs.get(page.name) ?? []), await runLighthouse(base + page.path)]);
  }
} finally {
  await stack.stop();
}

const floor = medianFigures(runs.get(floorPage.name) ?? []);
console.log(
  `  floor ${floorPage.path} (median of ${runs.get(floorPage.name)?.length}): perf ${floor.performance}, TBT ${Math.round(floor.tbtMs)} ms, CLS ${floor.cls.toFixed(3)}, JS ${Math.round(floor.jsBytes / 1024)} kB`,
);
let passed = 0;
let failed = 0;
for (const page of measuredPages) {
  const figures = medianFigures(runs.get(page.name) ?? []);
  const problems = budgetViolations(page.name, figures);
  // The floor criteria (issue 24) are not met yet: printed beside each page, not asserted, until they hold.
  const versusFloor = floorViolations(figures, floor);
  const summary = `perf ${figures.performance} (floor ${floor.performance}), TBT ${Math.round(figures.tbtMs)} ms (floor ${Math.round(floor.tbtMs)}), a11y ${figures.accessibility}, BP ${figures.bestPractices}, SEO ${figures.seo}, CLS ${figures.cls.toFixed(3)}, JS ${Math.round(figures.jsBytes / 1024)} kB`;
  if (problems.length === 0) {
    passed++;
    console.log(`  ✓ ${page.path} (${summary})`);
    if (versusFloor.length > 0)
      console.log(`    against the floor, not asserted yet: ${versusFloor.join('; ')}`);
  } else {
    failed++;
    console.log(`  ✗ ${page.path} (${summary})\n    ${problems.join('\n    ')}`);
    if (versusFloor.length > 0)
      console.log(`    against the floor, not asserted yet: ${versusFloor.join('; ')}`);
  }
}
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/web.json', JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
process.exit(failed === 0 ? 0 : 1);
