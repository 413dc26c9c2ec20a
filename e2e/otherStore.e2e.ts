// The production storefront in front of a store that is not "its" sandbox: the sandbox served under another
// origin (another loopback address and port) and the storefront started WITHOUT the sandbox's session middleware
// (no VITRINE_SANDBOX_SESSION), as it runs in front of a real platform. A shopper's journey still works, from a
// product to the checkout hand-off, and the store receives only platform API calls: no sandbox-only path.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routes } from '@vitrine/core';
import type { SandboxRequestLog } from '@vitrine/sandbox';
import { sandboxFixtures } from '@vitrine/sandbox';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/web/stack';
import { launchBrowser, openPage } from './browser';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** Another origin than the storefront's (127.0.0.1): the whole 127/8 block is the loopback on Linux. */
const storeHost = '127.0.0.2';

/** Starts a process and resolves once `probe` answers (any status); throws with its output if it exits or stalls. */
async function startServer(args: string[], cwd: string, env: NodeJS.ProcessEnv, probe: string) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${probe}: the server exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(probe);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  child.kill();
  throw new Error(`${probe} did not answer within 60 s:\n${output}`);
}

let store: ChildProcess | undefined;
let storefront: ChildProcess | undefined;
let browser: Browser | undefined;
let storeUrl = '';
let storefrontUrl = '';

beforeAll(async () => {
  if (!existsSync(`${repo}examples/storefront/build/server/index.js`)) {
    throw new Error('otherStore.e2e.ts runs the production storefront: run `pnpm build` first.');
  }
  const storePort = await freePort();
  storeUrl = `http://${storeHost}:${storePort}`;
  store = await startServer(
    [
      '--conditions=@vitrine/source',
      '--import',
      'tsx',
      'src/cli.ts',
      '--port',
      String(storePort),
      '--host',
      storeHost,
    ],
    `${repo}packages/sandbox`,
    {},
    `${storeUrl}/__sandbox/requests`,
  );
  const port = await freePort();
  storefrontUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { PORT: String(port), HOST: '127.0.0.1', VITRINE_API_URL: storeUrl };
  // Whatever the calling shell says: this storefront runs as in front of a real store.
  env.VITRINE_SANDBOX_SESSION = '';
  storefront = await startServer(['server.mjs'], `${repo}examples/storefront`, env, storefrontUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  storefront?.kill('SIGTERM');
  store?.kill('SIGTERM');
});

/** What the store answered, oldest first (its own log; read through its control surface by the test only). */
async function storeLog(): Promise<SandboxRequestLog[]> {
  return (await (await fetch(`${storeUrl}/__sandbox/requests`)).json()) as SandboxRequestLog[];
}

describe('the storefront in front of another store', () => {
  it('product → add → cart → Finalizar Compra → the hand-off lists the line; the store saw only its API', async () => {
    if (!browser) throw new Error('no browser');
    const page: Page = await openPage(browser, { width: 1280, height: 900 });
    const sent: Request[] = [];
    page.on('request', (request) => sent.push(request));
    try {
      const product = sandboxFixtures.simple;
      const first = await page.goto(`${storefrontUrl}${routes.product(product.urlFriendly)}`);
      // No session cookie comes with the page: that is the sandbox middleware's, and it is off.
      expect((await first?.allHeaders())?.['set-cookie'] ?? '').toBe('');
      await page.waitForSelector('html[data-hydrated]');
      await page
        .locator('.vt-product-detail--buy-box')
        .getByRole('button', { name: 'Adicionar ao Carrinho' })
        .click();
      const count = page.getByRole('button', { name: /no carrinho$/ });
      await expect.poll(() => count.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/^1 item/);
      await count.click();
      const sheet = page.getByRole('dialog', { name: 'Meu Carrinho' });
      await sheet.getByText(product.name).first().waitFor();
      await Promise.all([
        page.waitForURL((url) => url.pathname === routes.checkoutIdentification),
        sheet.getByRole('button', { name: 'Finalizar Compra' }).click(),
      ]);
      await page.getByRole('heading', { level: 1, name: 'Resumo do pedido' }).waitFor();
      const lines = page.getByRole('region', { name: 'Produtos' }).getByRole('listitem');
      expect(await lines.count()).toBe(1);
      expect(await lines.first().textContent()).toContain(product.name);

      // The browser only ever called this origin's /api and the pictures; never a sandbox control path.
      const paths = sent.map((request) => new URL(request.url()));
      expect(paths.filter((url) => url.pathname.startsWith('/__sandbox'))).toEqual([]);
      expect(paths.filter((url) => url.origin === storeUrl)).toEqual([]);
      // And the store received platform API calls only, each a known operation.
      const log = (await storeLog()).filter((entry) => entry.pathname !== '/__sandbox/requests');
      expect(log.length).toBeGreaterThan(0);
      const platformCall = (entry: SandboxRequestLog) =>
        (entry.pathname === '/api' || entry.pathname.startsWith('/api/')) && entry.operation !== undefined;
      expect(log.filter((entry) => !platformCall(entry))).toEqual([]);
      expect(log.some((entry) => entry.operation === 'cart.add')).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
