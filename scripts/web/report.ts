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
