// `pnpm bench:listing`: how long a listing of 48 and of 200 kit ProductCards takes to render in Chromium, and
// how much the main thread blocks while the shopper scrolls through it. Builds examples/storefront/bench/listing
// (production React),
// serves it with `/api` forwarded to a sandbox, and measures each size without and with 4× CPU throttling (a
// mid-range phone, as Lighthouse emulates one). Writes bench/results/listing.md and listing.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';
import { chromiumFlags } from './web/lighthouse';
import { freePort, startWebStack } from './web/stack';

const repo = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(repo, '.tmp/bench-listing');
const sizes = [48, 200];
const throttles = [1, 4];
const runs = 3;

await build({
  root: join(repo, 'examples/storefront/bench/listing'),
  base: '/',
  logLevel: 'warn',
  plugins: [react()],
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  build: { outDir, emptyOutDir: true, target: 'es2022' },
});

const stack = await startWebStack();
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the built page and forwards `/api` and `/sandbox` to the sandbox, as the storefront's server does. */
function serve(port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    if (url.pathname.startsWith('/api') || url.pathname.startsWith('/sandbox')) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && name !== 'host') headers.set(name, value);
      const answer = await fetch(stack.sandboxUrl + url.pathname + url.search, {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const out: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length') out[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length) out['set-cookie'] = cookies;
      response.writeHead(answer.status, out);
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const file = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
    try {
      const body = readFileSync(join(outDir, file));
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

interface Figures {
  readonly renderMs: number;
  readonly paintMs: number;
  readonly scrollTbtMs: number;
  readonly longestTaskMs: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const port = await freePort();
const server = await serve(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
});
const results: Array<{ cards: number; throttle: number; figures: Figures }> = [];
try {
  for (const cards of sizes) {
    for (const throttle of throttles) {
      const measured: Figures[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        await page.addInitScript(() => {
          Object.assign(window, { __longTasks: [] as Array<{ start: number; duration: number }> });
          new PerformanceObserver((entries) => {
            for (const entry of entries.getEntries())
              (
                window as unknown as { __longTasks: Array<{ start: number; duration: number }> }
              ).__longTasks.push({
                start: entry.startTime,
                duration: entry.duration,
              });
          }).observe({ type: 'longtask', buffered: true });
        });
        page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && !/favicon/.test(message.location().url))
            console.error(`  console: ${message.text()}`);
        });
        await page.goto(`http://127.0.0.1:${port}/?n=${cards}`);
        await page.waitForFunction(
          () => (window as { __benchDone?: boolean }).__benchDone === true,
          undefined,
          {
            timeout: 60_000,
          },
        );
        await page.waitForLoadState('networkidle');
        // (No named functions inside `evaluate`: tsx's helper for their names does not exist in the page.)
        const timing = await page.evaluate(() => {
          const [start, committed, painted] = ['bench:start', 'bench:committed', 'bench:painted'].map(
            (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN,
          ) as [number, number, number];
          return { renderMs: committed - start, paintMs: painted - start, scrollFrom: performance.now() };
        });
        // Scroll to the bottom as a thumb would: 300 px every 50 ms, then collect the long tasks it caused.
        await page.evaluate(async () => {
          while (window.scrollY + window.innerHeight < document.body.scrollHeight - 2) {
            window.scrollBy(0, 300);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          await new Promise((resolve) => setTimeout(resolve, 500));
        });
        // Only the tasks that began once scrolling did (the render's own long task is reported late, too).
        const tasks = (
          await page.evaluate(
            () =>
              (window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks,
          )
        )
          .filter((task) => task.start >= timing.scrollFrom)
          .map((task) => task.duration);
        measured.push({
          renderMs: timing.renderMs,
          paintMs: timing.paintMs,
          scrollTbtMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
          longestTaskMs: Math.max(0, ...tasks),
        });
        await context.close();
      }
      const figures: Figures = {
        renderMs: median(measured.map((f) => f.renderMs)),
        paintMs: median(measured.map((f) => f.paintMs)),
        scrollTbtMs: median(measured.map((f) => f.scrollTbtMs)),
        longestTaskMs: median(measured.map((f) => f.longestTaskMs)),
      };
      results.push({ cards, throttle, figures });
      console.log(
        `  ${cards} cards, CPU ×${throttle}: render ${figures.renderMs.toFixed(0)} ms, painted ${figures.paintMs.toFixed(0)} ms, TBT while scrolling ${figures.scrollTbtMs.toFixed(0)} ms (longest task ${figures.longestTaskMs.toFixed(0)} ms)`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
  await stack.stop();
}

const rows = results.map(
  ({ cards, throttle, figures }) =>
    `| ${cards} | ×${throttle} | ${figures.renderMs.toFixed(0)} ms | ${figures.paintMs.toFixed(0)} ms | ${figures.scrollTbtMs.toFixed(0)} ms | ${figures.longestTaskMs.toFixed(0)} ms |`,
);
mkdirSync(join(repo, 'bench/results'), { recursive: true });
writeFileSync(
  join(repo, 'bench/results/listing.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2)}\n`,
);
writeFileSync(
  join(repo, 'bench/results/listing.md'),
  [
    '# Listing render benchmark',
    '',
    `\`pnpm bench:listing\`, ${new Date().toISOString().slice(0, 10)}: a grid of kit ProductCards in Chromium (412 × 823 viewport), median of ${runs} runs.`,
    "Render: from `createRoot().render` to React's commit; painted: to the next frame. TBT while scrolling: the sum",
    'of each long task past 50 ms while the page scrolls to the bottom, 300 px every 50 ms.',
    '',
    '| cards | CPU | render | painted | TBT while scrolling | longest task |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
