// Medians and the Markdown table of the web benchmarks (pure: tested in web.test.ts).

/** What one Lighthouse run tells about one page. */
export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * When the page first painted in the run itself, unthrottled (Lighthouse's `observedFirstContentfulPaint`).
   * Lighthouse's simulated FCP, LCP and TBT start from the work the trace shows before and after this moment: a
   * page whose first paint comes late has its script work counted in FCP/LCP rather than in TBT.
   */
  observedFcpMs: number;
  /** Bytes of JavaScript transferred (compressed), every script the page loaded. */
  jsBytes: number;
  /** Audits that did not pass, to tell why a score is below 100. */
  failedAudits: string[];
}

export interface PageResult {
  name: string;
  path: string;
  runs: PageFigures[];
  median: PageFigures;
}

/** The median of a non-empty list (the mean of the two middle values for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const numericKeys = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'cls',
  'tbtMs',
  'observedFcpMs',
  'jsBytes',
] as const;

/** Each figure's median over the runs; failed audits are those that failed in more than half of them. */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const result = Object.fromEntries(
    numericKeys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Omit<PageFigures, 'failedAudits'>;
  const counts = new Map<string, number>();
  for (const run of runs) for (const id of run.failedAudits) counts.set(id, (counts.get(id) ?? 0) + 1);
  const failedAudits = [...counts]
    .filter(([, count]) => count > runs.length / 2)
    .map(([id]) => id)
    .sort();
  return { ...result, failedAudits };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} kB`;

/** The README's table: one row per page, medians. */
export function markdownTable(results: PageResult[]): string {
  const lines = [
    '| page | perf | a11y | BP | SEO | LCP | CLS | TBT | JS |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results
      .map(({ path, median: m }) =>
        [
          path,
          m.performance,
          m.accessibility,
          m.bestPractices,
          m.seo,
          seconds(m.lcpMs),
          m.cls.toFixed(2),
          `${Math.round(m.tbtMs)} ms`,
          kilobytes(m.jsBytes),
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
  ];
  return lines.join('\n');
}

/** What the storefront's pages are held to against the floor app (a bare React Router page), on medians. */
export const floorCriteria = {
  /** Performance score: at least the floor's minus this. */
  perfBelowFloor: 5,
  /** Total blocking time: at most this many times the floor's… */
  tbtTimesFloor: 2,
  /** …or this many milliseconds when that is more. */
  tbtAtLeastMs: 100,
  /** Cumulative layout shift, at most (absolute, as the floor shifts nothing). */
  cls: 0.02,
} as const;

/** Every way `page` falls short of the floor criteria against `floor`, in words; empty when it keeps them. */
export function floorViolations(page: PageFigures, floor: PageFigures): string[] {
  const problems: string[] = [];
  const minPerf = floor.performance - floorCriteria.perfBelowFloor;
  if (page.performance < minPerf)
    problems.push(
      `perf ${page.performance} < ${minPerf} (the floor's ${floor.performance} − ${floorCriteria.perfBelowFloor})`,
    );
  const maxTbt = Math.max(floorCriteria.tbtTimesFloor * floor.tbtMs, floorCriteria.tbtAtLeastMs);
  if (page.tbtMs > maxTbt)
    problems.push(
      `TBT ${Math.round(page.tbtMs)} ms > ${Math.round(maxTbt)} ms (2 × the floor's ${Math.round(floor.tbtMs)} ms, at least 100)`,
    );
  if (page.cls > floorCriteria.cls) problems.push(`CLS ${page.cls.toFixed(3)} > ${floorCriteria.cls}`);
  return problems;
}

const ratio = (value: number, floor: number) => (floor > 0 ? `${(value / floor).toFixed(2)}×` : '—');

/**
 * The side-by-side table: the floor's row first, then each page with its ratios to the floor (perf as a
 * difference in points, TBT, LCP and JS as multiples) and whether it keeps the floor criteria.
 */
export function sideBySideTable(floor: PageResult, results: PageResult[]): string {
  const f = floor.median;
  const row = (label: string, m: PageFigures, versus: string[]) =>
    `| ${[
      label,
      m.performance,
      `${Math.round(m.tbtMs)} ms`,
      seconds(m.lcpMs),
      m.cls.toFixed(2),
      kilobytes(m.jsBytes),
      `${Math.round(m.observedFcpMs)} ms`,
      ...versus,
    ].join(' | ')} |`;
  return [
    '| page | perf | TBT | LCP | CLS | JS | first paint, observed | perf − floor | TBT ÷ floor | LCP ÷ floor | JS ÷ floor | criteria |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    row(`floor ${floor.path}`, f, ['—', '—', '—', '—', '—']),
    ...results.map(({ path, median: m }) => {
      const problems = floorViolations(m, f);
      return row(path, m, [
        `${m.performance - f.performance >= 0 ? '+' : ''}${m.performance - f.performance}`,
        ratio(m.tbtMs, f.tbtMs),
        ratio(m.lcpMs, f.lcpMs),
        ratio(m.jsBytes, f.jsBytes),
        problems.length === 0 ? 'kept' : problems.join('; '),
      ]);
    }),
  ].join('\n');
}
