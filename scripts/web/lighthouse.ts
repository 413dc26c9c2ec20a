// One Lighthouse run on one page: mobile emulation (Lighthouse's default), Debian's Chromium, a fresh profile.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { PageFigures } from './report';

/** The Chromium flags this machine needs (no sandbox, no GPU, nothing that phones home). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's flag that turns paint holding off. With paint holding (on by default, as in a shopper's Chrome), a
 * page whose render-blocking stylesheet arrives late first paints later still in Lighthouse's run (`pnpm
 * bench:paint-holding` measures how much). Playwright turns it off by default, which is why our Playwright
 * measurements never showed that late paint.
 */
export const noPaintHoldingFlag = '--disable-features=PaintHolding';

/** The flags of a Lighthouse run: this machine's, and paint holding off when asked. */
export function lighthouseFlags({ paintHolding = true }: LighthouseOptions = {}): string[] {
  return paintHolding ? [...chromiumFlags] : [...chromiumFlags, noPaintHoldingFlag];
}

export interface LighthouseOptions {
  /** Chromium's paint holding, on by default as in Chrome; false runs with {@link noPaintHoldingFlag}. */
  readonly paintHolding?: boolean;
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Audit {
  numericValue?: number;
  score: number | null;
  details?: { items?: Array<Record<string, unknown>> };
}

/** Reads the figures we track out of a Lighthouse result (exported for the tooling tests). */
export function figuresOf(lhr: {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    observedFcpMs: Number(
      lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN,
    ),
    jsBytes: Number(scripts?.transferSize ?? 0),
    failedAudits: Object.entries(lhr.audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 1 && audit.details !== undefined)
      .map(([id]) => id),
  };
}

/** Runs Lighthouse once on `url` in a new Chromium (its own temporary profile) and returns the figures. */
export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: lighthouseFlags(options),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return figuresOf(result.lhr as unknown as Parameters<typeof figuresOf>[0]);
  } finally {
    await chrome.kill();
  }
}
