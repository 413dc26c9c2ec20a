import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RunResult } from './resilienceRun';

const resultsDir = fileURLToPath(new URL('../../bench/results/', import.meta.url));

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const entries = (record: Readonly<Record<string, number | undefined>>) =>
  Object.entries(record)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ') || 'none';

/** Writes `bench/results/resilience.md` (for people and the README) and `resilience.json` (for tools). */
export function writeResilienceReport(runs: readonly RunResult[], totalMs: number): void {
  mkdirSync(resultsDir, { recursive: true });
  const sum = (pick: (run: RunResult) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const totals = {
    actions: sum((run) => run.actions),
    faultsInjected: sum((run) => run.faultsInjected),
    idleChecks: sum((run) => run.idleChecks),
    mismatches: sum((run) => run.mismatches.length),
    failuresToShow: sum((run) => run.failuresToShow),
    failuresShown: sum((run) => run.failuresShown),
    messagesShown: sum((run) => run.messagesShown),
    pageErrors: sum((run) => run.pageErrors.length),
    stuckLoading: sum((run) => run.stuckLoading.length),
    durationMs: totalMs,
  };
  writeFileSync(
    `${resultsDir}resilience.json`,
    `${JSON.stringify({ generatedBy: 'e2e/resilience.e2e.ts', totals, runs }, null, 2)}\n`,
  );

  const row = (label: string, value: (run: RunResult) => string, total: string) =>
    `| ${label} | ${runs.map(value).join(' | ')} | ${total} |`;
  const lines = [
    '# Cart resilience (scripted shopper)',
    '',
    'Written by `e2e/resilience.e2e.ts` (part of `pnpm test`). A seeded scripted shopper drives the storefront',
    'home page and cart preview in Chromium (add, double-click add, +/−, typed quantities, delete, CEP, freight',
    'choice, reloads) while the sandbox injects faults into the cart calls. At every idle point the faults are',
    "turned off and the page's cart (badge; lines, freight and totals while the preview is open) is compared",
    "with the server's. Rerun one seed with `RESILIENCE_SEED_A=<seed>` or `RESILIENCE_SEED_B=<seed>`.",
    '',
    `| | ${runs.map((run) => `run ${run.name}`).join(' | ')} | total |`,
    `|---|${runs.map(() => '---').join('|')}|---|`,
    row('seed', (run) => String(run.seed), ''),
    row('faults', (run) => run.faults, ''),
    row(
      'gestures',
      (run) => `${run.actions}${run.cutShort ? ' (time budget reached)' : ''}`,
      String(totals.actions),
    ),
    row('store calls', (run) => String(run.storeCalls), String(sum((run) => run.storeCalls))),
    row(
      'faults injected (as the page saw them)',
      (run) => String(run.faultsInjected),
      String(totals.faultsInjected),
    ),
    row(
      'idle checks (with the preview open)',
      (run) => `${run.idleChecks} (${run.fullChecks})`,
      String(totals.idleChecks),
    ),
    row('page ≠ server after 5 s idle', (run) => String(run.mismatches.length), String(totals.mismatches)),
    row(
      'failures shown in pt-BR within 3 s',
      (run) => `${run.failuresShown} of ${run.failuresToShow}`,
      `${totals.failuresShown} of ${totals.failuresToShow}`,
    ),
    row('error messages shown', (run) => String(run.messagesShown), String(totals.messagesShown)),
    row(
      "adds that landed but were reported failed ('Não foi possível adicionar…')",
      (run) => String(run.landedAddsReportedFailed),
      String(sum((run) => run.landedAddsReportedFailed)),
    ),
    row('uncaught page errors', (run) => String(run.pageErrors.length), String(totals.pageErrors)),
    row(
      'stuck loading at idle (still busy 10 s later, faults off)',
      (run) => String(run.stuckLoading.length),
      String(totals.stuckLoading),
    ),
    row('cart calls the page cancelled', (run) => entries(run.abortedByPage), ''),
    row('failures by kind', (run) => entries(run.failuresByOutcome), ''),
    row('line errors on screen at idle checks', (run) => String(run.lineErrorsAtIdle), ''),
    row(
      'duration (of which idle checks)',
      (run) => `${seconds(run.durationMs)} (${seconds(run.checkingMs)})`,
      seconds(totalMs),
    ),
    '',
  ];
  const mismatches = runs.flatMap((run) =>
    run.mismatches.map(
      (m) =>
        `- run ${run.name}, check ${m.check}: ${m.differences.join('; ')} (since the last check: ${m.trail.join(', ') || 'nothing'})`,
    ),
  );
  if (mismatches.length > 0) lines.push('## Mismatches', '', ...mismatches.slice(0, 30), '');
  writeFileSync(`${resultsDir}resilience.md`, `${lines.join('\n')}\n`);
}
