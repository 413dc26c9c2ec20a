import { describe, expect, it } from 'vitest';
import { budgetViolations, webBudgets } from './budgets';
import { chromiumFlags, figuresOf, lighthouseFlags, noPaintHoldingFlag } from './lighthouse';
import { mainThreadFigures, mainThreadTable } from './mainThread';
import { floorPage, interleaved, measuredPages } from './pages';
import { paintHoldingPageText, startStylesheetDelayServer } from './paintHolding';
import {
  floorViolations,
  markdownTable,
  median,
  medianFigures,
  type PageFigures,
  sideBySideTable,
} from './report';

const run = (overrides: Partial<PageFigures> = {}): PageFigures => ({
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  cls: 0,
  tbtMs: 40,
  observedFcpMs: 300,
  jsBytes: 90 * 1024,
  failedAudits: [],
  ...overrides,
});

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('medianFigures', () => {
  it('takes each figure apart and keeps the audits that failed in most runs', () => {
    const m = medianFigures([
      run({ performance: 90, lcpMs: 2500, failedAudits: ['robots-txt'] }),
      run({ performance: 99, lcpMs: 1500, failedAudits: ['robots-txt', 'image-size-responsive'] }),
      run({ performance: 95, lcpMs: 2000 }),
    ]);
    expect(m.performance).toBe(95);
    expect(m.lcpMs).toBe(2000);
    expect(m.failedAudits).toEqual(['robots-txt']);
  });
});

describe('markdownTable', () => {
  it('writes one row per page with units', () => {
    const table = markdownTable([
      { name: 'home', path: '/', runs: [], median: run({ cls: 0.013, tbtMs: 62.4 }) },
    ]);
    expect(table.split('\n')).toEqual([
      '| page | perf | a11y | BP | SEO | LCP | CLS | TBT | JS |',
      '|---|---|---|---|---|---|---|---|---|',
      '| / | 97 | 100 | 100 | 100 | 1.8 s | 0.01 | 62 ms | 90 kB |',
    ]);
  });
});

describe('figuresOf', () => {
  it('reads scores, metrics, script bytes and the failing audits out of a Lighthouse result', () => {
    const figures = figuresOf({
      categories: {
        performance: { score: 0.964 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
        seo: { score: 0.92 },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 2100, score: 0.9 },
        'cumulative-layout-shift': { numericValue: 0.004, score: 1 },
        'total-blocking-time': { numericValue: 80, score: 1 },
        metrics: { score: null, details: { items: [{ observedFirstContentfulPaint: 1263.7 }] } },
        'resource-summary': {
          score: null,
          details: {
            items: [
              { resourceType: 'script', transferSize: 51200 },
              { resourceType: 'image', transferSize: 9 },
            ],
          },
        },
        'robots-txt': { score: 0, details: { items: [] } },
      },
    });
    expect(figures).toMatchObject({
      performance: 96,
      bestPractices: 96,
      seo: 92,
      lcpMs: 2100,
      observedFcpMs: 1263.7,
      jsBytes: 51200,
    });
    expect(figures.failedAudits).toEqual(['robots-txt']);
  });
});

describe('budgetViolations', () => {
  it('passes a page within its budgets and names each broken one', () => {
    expect(budgetViolations('product', run())).toEqual([]);
    const over = webBudgets.jsBytes.product + 10 * 1024;
    const problems = budgetViolations(
      'product',
      run({ cls: 0.1, seo: 92, jsBytes: over, failedAudits: ['robots-txt'] }),
    );
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /CLS 0\.100 > 0\.02[\s\S]*seo 92 < 100 \(failed audits: robots-txt\)[\s\S]*JS \d+ kB > \d+ kB/,
    );
    expect(problems.at(-1)).toBe(
      `JS ${Math.round(over / 1024)} kB > ${Math.round(webBudgets.jsBytes.product / 1024)} kB`,
    );
  });
});

describe('floorViolations', () => {
  const floor = run({ performance: 96, tbtMs: 99 });
  it('accepts a page within 5 points of the floor and under twice its blocking time', () => {
    expect(floorViolations(run({ performance: 91, tbtMs: 198 }), floor)).toEqual([]);
  });
  it('names a score more than 5 points below, a blocking time over twice the floor’s, and a shift', () => {
    expect(floorViolations(run({ performance: 90, tbtMs: 199, cls: 0.03 }), floor)).toEqual([
      "perf 90 < 91 (the floor's 96 − 5)",
      "TBT 199 ms > 198 ms (2 × the floor's 99 ms, at least 100)",
      'CLS 0.030 > 0.02',
    ]);
  });
  it('allows 100 ms of blocking when twice the floor’s is less', () => {
    const quiet = run({ performance: 99, tbtMs: 5 });
    expect(floorViolations(run({ performance: 99, tbtMs: 100 }), quiet)).toEqual([]);
    expect(floorViolations(run({ performance: 99, tbtMs: 101 }), quiet)).toHaveLength(1);
  });
});

describe('interleaved', () => {
  it('puts the floor before every page and once more at the end, round after round', () => {
    expect(interleaved(['a', 'b'], 'F', 2)).toEqual(['F', 'a', 'F', 'b', 'F', 'a', 'F', 'b', 'F']);
    const order = interleaved([...measuredPages], floorPage, 1);
    expect(order.filter((page) => page === floorPage)).toHaveLength(measuredPages.length + 1);
  });
});

describe('sideBySideTable', () => {
  it('shows the floor first and each page with its differences and ratios to it', () => {
    const floor = {
      name: 'floor',
      path: '/p',
      runs: [],
      median: run({ performance: 96, tbtMs: 100, jsBytes: 107 * 1024 }),
    };
    const page = {
      name: 'product',
      path: '/x/produto/',
      runs: [],
      median: run({ performance: 88, tbtMs: 250, jsBytes: 131 * 1024, observedFcpMs: 1264.4 }),
    };
    const lines = sideBySideTable(floor, [page]).split('\n');
    expect(lines[2]).toBe('| floor /p | 96 | 100 ms | 1.8 s | 0.00 | 107 kB | 300 ms | — | — | — | — | — |');
    expect(lines[3]).toBe(
      "| /x/produto/ | 88 | 250 ms | 1.8 s | 0.00 | 131 kB | 1264 ms | -8 | 2.50× | 1.00× | 1.22× | perf 88 < 91 (the floor's 96 − 5); TBT 250 ms > 200 ms (2 × the floor's 100 ms, at least 100) |",
    );
  });
});

describe('mainThreadFigures', () => {
  const main = { pid: 1, tid: 7 };
  const task = (ts: number, cpuMs: number, thread = main) => ({
    name: 'RunTask',
    ph: 'X',
    ...thread,
    ts,
    dur: cpuMs * 3000, // wall time three times the CPU time: the machine was busy
    tdur: cpuMs * 1000,
  });
  const events = [
    { name: 'ParseHTML', ph: 'X', ...main, ts: 1_000, dur: 10 },
    { name: 'firstContentfulPaint', ph: 'I', ...main, ts: 5_000 },
    task(2_000, 40), // before the first paint: not counted
    task(6_000, 10), // 40 ms at 4×: not a long task
    task(7_000, 20), // 80 ms at 4×: 30 ms blocking
    task(9_000, 100), // 400 ms at 4×: 350 ms blocking
    task(9_500, 100, { pid: 1, tid: 8 }), // another thread (a worker): not counted
    task(9_600, 100, { pid: 2, tid: 7 }), // another process (the browser's): not counted
  ];

  it('counts the CPU time of the main thread after the first paint, and what it blocks at 4× CPU', () => {
    expect(mainThreadFigures(events)).toEqual({ cpuMs: 130, blockingMs: 380, longTasks: 2 });
  });

  it('given a trace with no page load, it says so', () => {
    expect(() => mainThreadFigures([task(1, 1)])).toThrow(/ParseHTML/);
  });

  it('puts the floor first and gives each page its ratio to the floor', () => {
    const row = (name: string, cpuMs: number) => ({
      name,
      path: `/${name}`,
      cpuMs,
      blockingMs: 0,
      longTasks: 0,
      samples: 3,
    });
    const table = mainThreadTable([row('home', 300), row('floor', 100)], 'floor').split('\n');
    expect(table[2]).toBe('| floor /floor | 100 ms | 0 ms | 0 | — |');
    expect(table[3]).toBe('| /home | 300 ms | 0 ms | 0 | 3.0× |');
  });
});

describe('lighthouseFlags', () => {
  it('keeps Chromium’s paint holding by default and turns it off only when asked', () => {
    expect(lighthouseFlags()).toEqual(chromiumFlags);
    expect(lighthouseFlags({ paintHolding: true })).not.toContain(noPaintHoldingFlag);
    expect(lighthouseFlags({ paintHolding: false })).toEqual([...chromiumFlags, noPaintHoldingFlag]);
  });
});

describe('startStylesheetDelayServer', () => {
  it('serves the two-line page linking a stylesheet held the asked time, and the stylesheet as CSS', async () => {
    const server = await startStylesheetDelayServer();
    try {
      const page = await fetch(server.url(40));
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain(`<h1>${paintHoldingPageText.heading}</h1>`);
      expect(html).toContain(`<p>${paintHoldingPageText.paragraph}</p>`);
      const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
      expect(href).toBe('/site.css?css=40');
      const css = await fetch(new URL(href as string, server.url(0)));
      expect(css.headers.get('content-type')).toBe('text/css');
      expect(await css.text()).toContain('font-family:sans-serif');
      expect((await fetch(new URL('/other', server.url(0)))).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('given a delay that is not a number, or negative, links the stylesheet with none', async () => {
    const server = await startStylesheetDelayServer();
    try {
      for (const bad of ['abc', '-5']) {
        const html = await (await fetch(server.url(0).replace('css=0', `css=${bad}`))).text();
        expect(html).toContain('href="/site.css?css=0"');
      }
    } finally {
      await server.close();
    }
  });
});
