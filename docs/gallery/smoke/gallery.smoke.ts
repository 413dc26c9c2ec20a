import { createReadStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { launchBrowser } from '../../../e2e/browser';
import { lanesFrom } from '../../../e2e/lanes';

/**
 * Every story of the BUILT gallery (`pnpm gallery:build`; GALLERY_DIR to test another build) in Chromium: served
 * statically under /gallery/ (as the docs site embeds it), pages going from story to story. Each story must
 * render something, log no console error, throw nothing, have no request fail but those its injected faults
 * cause, and pass axe. Two stories are checked at a time (GALLERY_LANES), each in its own browser context. GALLERY_SCREENSHOTS=<dir> also saves a PNG per story.
 */

const dist = resolve(process.env.GALLERY_DIR ?? join(import.meta.dirname, '..', 'dist'));
const indexFile = join(dist, 'index.json');
if (!existsSync(indexFile)) {
  throw new Error(`No built gallery at ${dist}: run \`pnpm gallery:build\` first (or set GALLERY_DIR).`);
}
interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const screenshots = process.env.GALLERY_SCREENSHOTS ? resolve(process.env.GALLERY_SCREENSHOTS) : undefined;
if (screenshots) mkdirSync(screenshots, { recursive: true });

const base = '/gallery/';
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** A static file server for the built gallery; anything outside it (a call the worker missed) is a 404. */
function serveGallery(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://gallery').pathname);
    const file = path.startsWith(base) ? normalize(join(dist, path.slice(base.length) || 'index.html')) : '';
    if (!file.startsWith(dist) || !existsSync(file) || !extname(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** GALLERY_TIMINGS=1 prints where each story's time went. */
const timings = process.env.GALLERY_TIMINGS === '1';

/** How many stories are checked at once, each lane a page in its own browser context (GALLERY_LANES, 2 by default). */
const laneCount = lanesFrom('GALLERY_LANES');

/** What went wrong while a lane's current story was on screen. */
interface Problems {
  console: { text: string; url: string }[];
  failed: { text: string; url: string }[];
  statuses: { status: number; url: string }[];
}

/**
 * A page going from story to story. Each lane has its own context, so its own service worker and sandbox stores:
 * a story in one lane never answers the other lane's calls.
 */
interface Lane {
  page: Page;
  problems: Problems;
  busy: boolean;
}

let server: Server;
let browser: Browser;
let origin: string;
const lanes: Lane[] = [];
const waitingForLane: ((lane: Lane) => void)[] = [];

const noProblems = (): Problems => ({ console: [], failed: [], statuses: [] });

/** A free lane, or the next one released. */
function acquireLane(): Promise<Lane> {
  const free = lanes.find((lane) => !lane.busy);
  if (free) {
    free.busy = true;
    return Promise.resolve(free);
  }
  return new Promise((resolve) => waitingForLane.push(resolve));
}

function releaseLane(lane: Lane): void {
  const next = waitingForLane.shift();
  if (next) next(lane);
  else lane.busy = false;
}

async function openLane(): Promise<Lane> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  const lane: Lane = { page, problems: noProblems(), busy: false };
  page.on('console', (message) => {
    if (message.type() === 'error')
      lane.problems.console.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) =>
    lane.problems.console.push({ text: `page error: ${error.message}`, url: '' }),
  );
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A request the page itself called off (a widget unmounted with the previous story, the client's own
    // time limit on a call a loading story keeps waiting) did not fail: nothing answered it wrongly.
    if (reason === 'net::ERR_ABORTED') return;
    lane.problems.failed.push({
      text: `${request.method()} ${request.url()}: ${reason}`,
      url: request.url(),
    });
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      lane.problems.statuses.push({ status: response.status(), url: response.url() });
  });
  await page.goto(`${origin}${base}iframe.html?viewMode=story`);
  await page.waitForFunction(
    () => '__STORYBOOK_ADDONS_CHANNEL__' in window && '__STORYBOOK_PREVIEW__' in window,
  );
  return lane;
}

beforeAll(async () => {
  server = await serveGallery();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  for (let index = 0; index < laneCount; index += 1) lanes.push(await openLane());
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

/** Shows a story in the lane's page and resolves once Storybook rendered it (or says why it could not). */
async function show(page: Page, id: string): Promise<string> {
  return page.evaluate(
    (storyId) =>
      new Promise<string>((done) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const events = [
          'storyRendered',
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ];
        const listeners = events.map((event) => {
          const listener = (payload: unknown) => {
            if (event === 'storyRendered' && payload !== storyId) return;
            for (const [name, fn] of listeners) channel.off(name, fn);
            done(event === 'storyRendered' ? 'rendered' : `${event}: ${JSON.stringify(payload)}`);
          };
          channel.on(event, listener);
          return [event, listener] as const;
        });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}
interface StoryChannel {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

/** Waits until the story's store calls are answered (a story that hangs on purpose: until they stop starting). */
async function settle(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (storyId) => {
      const probe = window.__vitrineGallery;
      if (!probe || probe.storyId !== storyId) return false;
      const quiet = performance.now() - probe.lastActivity;
      return probe.hangs ? quiet > 300 : probe.inflight === 0 && quiet > 200;
    },
    id,
    { timeout: 20_000, polling: 50 },
  );
  // Let React commit what the last answers changed.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** How many failed store answers the page has logged so far. */
const failureCount = (page: Page) => page.evaluate(() => window.__vitrineGallery?.failures.length ?? 0);

/** The failed store answers logged since `from` that no story asked for. */
const unexpectedFailures = (page: Page, from: number) =>
  page.evaluate(
    (start) =>
      (window.__vitrineGallery?.failures ?? [])
        .slice(start)
        .filter((failure) => !failure.expected)
        .map((failure) => `${failure.status} ${failure.url} (a request of ${failure.storyId})`),
    from,
  );

/** The store's calls and images (answered by the worker; their failures are judged by the page's log). */
const isStoreUrl = (url: string) => /^\/(api|sandbox)(\/|$)/.test(new URL(url).pathname);

const byWidget = new Map<string, IndexEntry[]>();
for (const story of stories) byWidget.set(story.title, [...(byWidget.get(story.title) ?? []), story]);

/** Checks one story in a free lane: everything the file comment lists. */
async function checkStory(story: IndexEntry, expect: ExpectStatic): Promise<void> {
  const lane = await acquireLane();
  try {
    await checkStoryIn(lane, story, expect);
  } finally {
    releaseLane(lane);
  }
}

async function checkStoryIn(lane: Lane, story: IndexEntry, expect: ExpectStatic): Promise<void> {
  const { page } = lane;
  const mobile = story.tags?.includes('mobile') ?? false;
  await page.setViewportSize(mobile ? { width: 360, height: 740 } : { width: 1280, height: 800 });
  lane.problems = noProblems();
  const problems = lane.problems;
  const failuresBefore = await failureCount(page);
  const started = performance.now();
  const outcome = await show(page, story.id);
  expect(outcome, 'Storybook rendered the story').toBe('rendered');
  const rendered = performance.now();
  await settle(page, story.id);
  const settled = performance.now();

  // Something of the widget is on screen: an element with a size in the page (its heading apart), or a
  // dialog it opened at the end of the body.
  const shown = await page.evaluate(() => {
    const main = document.querySelector('#storybook-root main.gallery-page');
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const inPage = [...(main?.querySelectorAll('*') ?? [])].filter(
      (element) => !element.closest('h1') && visible(element),
    );
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(visible);
    return inPage.length + dialogs.length;
  });
  expect(shown, 'the story shows something').toBeGreaterThan(0);

  if (screenshots) await page.screenshot({ path: join(screenshots, `${story.id}.png`), fullPage: true });
  const beforeAxe = performance.now();
  const axe = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  if (timings) {
    const ms = (from: number, to: number) => Math.round(to - from);
    console.info(
      `${story.id}: render ${ms(started, rendered)} ms, settle ${ms(rendered, settled)} ms, checks ${ms(settled, beforeAxe)} ms, axe ${ms(beforeAxe, performance.now())} ms`,
    );
  }
  const violations = axe.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

  // A store call or image that failed is reported by the browser too ('Failed to load resource'); the page's
  // log says whether the story that made the request injected that failure on purpose.
  const storeFailures = await unexpectedFailures(page, failuresBefore);
  const isStoreFailure = (entry: { text: string; url: string }) =>
    entry.url !== '' && isStoreUrl(entry.url) && /^Failed to load resource/.test(entry.text);
  const consoleErrors = problems.console
    .filter((entry) => !isStoreFailure(entry))
    .map((entry) => (entry.url ? `${entry.text} (${entry.url})` : entry.text));
  const failedRequests = [
    ...storeFailures,
    ...problems.failed.filter((entry) => !isStoreUrl(entry.url)).map((entry) => entry.text),
    ...problems.statuses.filter((s) => !isStoreUrl(s.url)).map((s) => `${s.status} ${s.url}`),
  ];
  expect({ consoleErrors, failedRequests, violations }).toEqual({
    consoleErrors: [],
    failedRequests: [],
    violations: [],
  });
}

// Stories run concurrently, as many at a time as there are lanes (the others wait for a free lane).
describe.concurrent('the gallery', () => {
  for (const [title, entries] of byWidget)
    describe(title, () => {
      for (const story of entries)
        it(`${story.name} (${story.id})`, ({ expect }) => checkStory(story, expect));
    });
});
