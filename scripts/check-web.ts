// `pnpm test`'s web step: one Lighthouse run per measured page on the production build (which `pnpm test`'s
// build step made), failing on the stable budgets of scripts/web/budgets.ts. Writes its counts to .tmp/web.json
// for the test summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { budgetViolations } from './web/budgets';
import { runLighthouse } from './web/lighthouse';
import { measuredPages } from './web/pages';
import { startWebStack } from './web/stack';

const stack = await startWebStack();
let passed = 0;
let failed = 0;
try {
  for (const page of measuredPages) {
    const figures = await runLighthouse(stack.storefrontUrl + page.path);
    const problems = budgetViolations(page.name, figures);
    const summary = `perf ${figures.performance}, a11y ${figures.accessibility}, BP ${figures.bestPractices}, SEO ${figures.seo}, CLS ${figures.cls.toFixed(3)}, JS ${Math.round(figures.jsBytes / 1024)} kB`;
    if (problems.length === 0) {
      passed++;
      console.log(`  ✓ ${page.path} (${summary})`);
    } else {
      failed++;
      console.log(`  ✗ ${page.path} (${summary})\n    ${problems.join('\n    ')}`);
    }
  }
} finally {
  await stack.stop();
}
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/web.json', JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
process.exit(failed === 0 ? 0 : 1);
