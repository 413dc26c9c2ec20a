#!/usr/bin/env node
// `pnpm test`: every check a change must pass, in the order that fails fastest.
// typecheck → doc comment examples and doc samples → lint → build → packages as installed → unit and component tests
// → the deployment recipe behind Varnish → size budgets → the gallery in Chromium → the docs site → end-to-end in Chromium → Lighthouse.
// Ends with one summary line "Tests: N passed, N failed" counting every test that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const only = process.argv.slice(2);
const unitProjects = [
  'core',
  'core-isolated',
  'tooling',
  'sandbox',
  'docs',
  'hooks',
  'ui',
  'ui-on-demand',
  'storefront',
];
const tmp = '.tmp';
mkdirSync(tmp, { recursive: true });

const steps = [
  { name: 'typecheck', cmd: ['pnpm', 'run', '--silent', 'typecheck'] },
  // Every `@example` of the doc comments of core, hooks and ui compiles against the real API.
  { name: 'examples', cmd: ['pnpm', 'run', '--silent', 'check:examples'] },
  { name: 'lint', cmd: ['pnpm', 'exec', 'biome', 'ci', '.'] },
  { name: 'build', cmd: ['pnpm', 'run', '--silent', 'build'] },
  // The four libraries as users install them: pnpm pack, publint --strict, attw (ESM only), a consumer project
  // outside the workspace (import and require, a data hook and a widget, SSR, strict tsc, bundle sizes, one copy).
  { name: 'packages', cmd: ['pnpm', 'run', '--silent', 'check:packages'] },
  {
    name: 'unit',
    report: `${tmp}/vitest-unit.json`,
    cmd: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      // Every project but e2e and gallery, named: several `--project` filters add up (`!e2e` would take gallery).
      ...unitProjects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${tmp}/vitest-unit.json`,
    ],
  },
  {
    // deploy/ for real: the sandbox, two production instances and Varnish in front (installs varnish if missing).
    name: 'deploy',
    report: `${tmp}/vitest-deploy.json`,
    cmd: [
      'node',
      'scripts/test-deploy.mjs',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${tmp}/vitest-deploy.json`,
    ],
  },
  { name: 'size', cmd: ['pnpm', 'run', '--silent', 'size'] },
  {
    // The component gallery built statically, then every story rendered in Chromium: no console error, no failed
    // request, something visible, axe clean.
    name: 'gallery',
    report: `${tmp}/vitest-gallery.json`,
    cmd: [
      'sh',
      '-c',
      `pnpm run --silent gallery:build && pnpm exec vitest run --project gallery --reporter=default --reporter=json --outputFile.json=${tmp}/vitest-gallery.json`,
    ],
  },
  // The documentation site (VitePress, with the gallery built above inside it): dead internal links fail it.
  { name: 'docs', cmd: ['pnpm', 'run', '--silent', 'docs:build'] },
  {
    name: 'e2e',
    report: `${tmp}/vitest-e2e.json`,
    cmd: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'e2e',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${tmp}/vitest-e2e.json`,
    ],
  },
  {
    // Lighthouse on the production storefront: CLS, accessibility, best practices, SEO and JS per page.
    name: 'web',
    report: `${tmp}/web.json`,
    cmd: ['node', '--import', 'tsx', 'scripts/check-web.ts'],
  },
].filter((step) => only.length === 0 || only.includes(step.name));

let passed = 0;
let failed = 0;
const results = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  // A report left by an earlier run must not count for this one.
  if (step.report) rmSync(step.report, { force: true });
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  results.push({ name: step.name, ok, seconds });
  if (!ok) break;
}

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds} s)`);
const skippedSteps = steps.slice(results.length).map((step) => step.name);
if (skippedSteps.length > 0) console.log(`  not run after the failure: ${skippedSteps.join(', ')}`);
const allOk = results.every((r) => r.ok) && results.length === steps.length;
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
