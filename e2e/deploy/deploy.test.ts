import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Cart, createStoreClient, routes } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/web/stack';
import { type Child, repo, start, startInstance, startSandbox, stopChildren, waitUntil } from './children';

// The deployment recipe of deploy/ run for real: the sandbox store, two production storefront instances
// (`server.mjs`) and Varnish with deploy/varnish/*.vcl in front of them, each a child process on free ports.
// `pnpm test:deploy` (scripts/test-deploy.mjs) installs Varnish first when it is missing.

const varnishd = process.env.VARNISHD ?? '/usr/sbin/varnishd';

/** A browser's cookie jar over fetch: what one shopper's browser keeps, and nothing of another's. */
function shopper(base: string) {
  const cookies = new Map<string, string>();
  const jarFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    responses.push(response);
    return response;
  };
  return {
    cookies,
    fetch: jarFetch,
    page: (path: string) => jarFetch(`${base}${path}`, { headers: { accept: 'text/html' } }),
    store: createStoreClient({
      baseUrl: base,
      fetch: jarFetch,
      getXsrfToken: () => cookies.get('XSRF-TOKEN'),
    }),
  };
}

/** Every response seen through Varnish in this file (checked for cached cookies at the end). */
const responses: Response[] = [];

let sandboxUrl = '';
let varnishUrl = '';
const instances: { url: string; child: Child }[] = [];
let workDir = '';

const units = (cart: Cart) => cart.items.reduce((sum, line) => sum + line.quantity, 0);

beforeAll(async () => {
  if (!existsSync(varnishd))
    throw new Error(
      `Varnish not found at ${varnishd}: run \`pnpm test:deploy\` (it installs it) or apt-get install varnish.`,
    );
  if (
    !existsSync(`${repo}examples/storefront/build/server/index.js`) ||
    !existsSync(`${repo}packages/sandbox/dist/cli.js`)
  )
    throw new Error('Not built: run `pnpm build` first.');
  workDir = mkdtempSync(join(tmpdir(), 'vitrine-deploy-'));
  // varnishd reads the VCL as its own unprivileged user (run as root it drops to vcache).
  chmodSync(workDir, 0o755);
  const [sandboxPort, port1, port2, varnishPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  varnishUrl = `http://127.0.0.1:${varnishPort}`;

  const sandbox = startSandbox(sandboxPort);
  for (const [index, port] of [port1, port2].entries()) {
    const child = startInstance(`instance ${index + 1}`, port, { apiUrl: sandboxUrl, siteUrl: varnishUrl });
    instances.push({ url: `http://127.0.0.1:${port}`, child });
  }
  // The recipe's VCL, with this run's ports in place of the example ones.
  const vcl = readFileSync(`${repo}deploy/varnish/default.vcl`, 'utf8')
    .replace('.port = "3001"', `.port = "${port1}"`)
    .replace('.port = "3002"', `.port = "${port2}"`)
    .replace('.port = "4010"', `.port = "${sandboxPort}"`);
  writeFileSync(join(workDir, 'default.vcl'), vcl);
  writeFileSync(
    join(workDir, 'storefront.vcl'),
    readFileSync(`${repo}deploy/varnish/storefront.vcl`, 'utf8'),
  );

  await waitUntil('the sandbox', async () => (await fetch(`${sandboxUrl}/__sandbox/requests`)).ok, sandbox);
  for (const { url, child } of instances)
    await waitUntil(child.name, async () => (await fetch(`${url}/healthz`)).ok, child);
  const varnish = start(
    'varnishd',
    varnishd,
    [
      '-F',
      '-n',
      join(workDir, 'varnish'),
      '-a',
      `127.0.0.1:${varnishPort}`,
      '-f',
      join(workDir, 'default.vcl'),
      '-p',
      `vcl_path=${workDir}:/usr/share/varnish/vcl`,
      '-s',
      'malloc,64m',
      '-T',
      'none',
    ],
    { cwd: workDir },
  );
  await waitUntil('varnish', async () => (await fetch(`${varnishUrl}/healthz`)).ok, varnish);
}, 300_000);

afterAll(async () => {
  await stopChildren();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const category = routes.category(sandboxFixtures.category.level1);
const product = routes.product(sandboxFixtures.simple.urlFriendly);

describe('Varnish in front of two storefront instances (deploy/)', () => {
  it("a catalogue page's second request is a cache hit, whatever tracking parameters the link carried", async () => {
    const visitor = shopper(varnishUrl);
    const first = await visitor.page(category);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const html = await first.text();
    const second = await visitor.page(category);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(html);
    const campaign = await visitor.page(`${category}?utm_source=news&utm_medium=email&gclid=abc&fbclid=xyz`);
    expect(campaign.headers.get('x-cache')).toBe('HIT');
    // A parameter that changes the page is part of the key.
    const sorted = await visitor.page(`${category}?utm_campaign=x&ordem=menor-preco`);
    expect(sorted.headers.get('x-cache')).toBe('MISS');
  });

  it("two shoppers with their own cookie jars never see each other's cart, name or e-mail through the cache", async () => {
    const ana = shopper(varnishUrl);
    const bruno = shopper(varnishUrl);
    const { email, password } = sandboxFixtures.customer;
    const signedIn = await ana.store.customer.login({ username: email, password, tokenRecaptcha: '' });
    const simple = sandboxFixtures.simple;
    expect(
      await ana.store.cart.add({ idProduct: simple.idProduct, idSku: null, quantity: 2, isRecurrent: false }),
    ).toBe(true);
    expect(
      await bruno.store.cart.add({
        idProduct: simple.idProduct,
        idSku: null,
        quantity: 1,
        isRecurrent: false,
      }),
    ).toBe(true);
    expect(ana.cookies.get('vitrine_sandbox_session')).not.toBe(bruno.cookies.get('vitrine_sandbox_session'));
    const pages = ['/', category, product, routes.search('panela'), '/perguntas-frequentes'];
    for (let round = 0; round < 2; round++) {
      for (const path of pages) {
        for (const [who, other] of [
          [ana, bruno],
          [bruno, ana],
        ] as const) {
          const html = await (await who.page(path)).text();
          expect(html).not.toContain(email);
          expect(html).not.toContain(signedIn.name ?? email);
          expect(html).not.toContain(other.cookies.get('vitrine_sandbox_session') ?? '-');
        }
      }
    }
    expect(units(await ana.store.cart.get())).toBe(2);
    expect(units(await bruno.store.cart.get())).toBe(1);
    expect((await ana.store.customer.verifyLogin())?.email).toBe(email);
    expect(await bruno.store.customer.verifyLogin()).toBeNull();
  });

  it('customer pages always reach an instance with the cookies; a signed-in page is never served to another shopper', async () => {
    const ana = shopper(varnishUrl);
    const bruno = shopper(varnishUrl);
    const { email, password } = sandboxFixtures.customer;
    await ana.store.customer.login({ username: email, password, tokenRecaptcha: '' });
    for (let round = 0; round < 3; round++) {
      const mine = await ana.page('/customer');
      expect(mine.status).toBe(200);
      expect(mine.headers.get('x-cache')).toBe('PASS');
      const theirs = await bruno.page('/customer');
      expect(theirs.status).toBe(302);
      expect(theirs.headers.get('location')).toBe('/customer/login?redirect=%2Fcustomer');
      expect(theirs.headers.get('x-cache')).toBe('PASS');
      expect((await bruno.page('/customer/login')).headers.get('x-cache')).toBe('PASS');
    }
  });

  it('no response served from the cache carries Set-Cookie; the store API is never cached', async () => {
    const visitor = shopper(varnishUrl);
    await visitor.store.cart.get();
    await visitor.store.cart.get();
    const api = responses.filter((response) => new URL(response.url).pathname.startsWith('/api'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.every((response) => response.headers.get('x-cache') === 'PASS')).toBe(true);
    const hits = responses.filter((response) => response.headers.get('x-cache') === 'HIT');
    expect(hits.length).toBeGreaterThan(10);
    expect(hits.filter((response) => response.headers.getSetCookie().length > 0)).toEqual([]);
    expect(responses.some((response) => response.headers.getSetCookie().length > 0)).toBe(true);
  });

  it("killing one instance mid-run loses no request the other can serve, and the shoppers' carts are intact", async () => {
    const ana = shopper(varnishUrl);
    const simple = sandboxFixtures.simple;
    await ana.store.cart.add({ idProduct: simple.idProduct, idSku: null, quantity: 3, isRecurrent: false });
    const [first] = instances;
    if (!first) throw new Error('no first instance');
    let killedAt = Number.POSITIVE_INFINITY;
    void first.child.exited.then(() => {
      killedAt = Date.now();
    });
    // Distinct searches: every one is a miss that an instance must render, four at a time.
    const paths = Array.from({ length: 40 }, (_, index) => routes.search(`panela ${index}`));
    const answered: { status: number; startedAt: number }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < paths.length) {
        const path = paths[next++] ?? '/';
        if (next === 10) first.child.process.kill('SIGKILL');
        const startedAt = Date.now();
        // A page cut off mid-body (its instance died while sending it) counts as lost: status 0.
        const status = await ana
          .page(path)
          .then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          })
          .catch(() => 0);
        answered.push({ status, startedAt });
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    await first.child.exited;
    // A page the killed instance was already sending is lost with it (at most one per connection in flight);
    // every request made after the loss is served by the other instance (Varnish retries a refused fetch).
    const after = answered.filter((answer) => answer.startedAt > killedAt);
    expect(after.length).toBeGreaterThan(20);
    expect(after.map((answer) => answer.status)).toEqual(after.map(() => 200));
    expect(answered.filter((answer) => answer.status !== 200).length).toBeLessThanOrEqual(4);
    // The cart lives in the store: the same three units, and more can be added after the loss.
    expect(units(await ana.store.cart.get())).toBe(3);
    await ana.store.cart.add({ idProduct: simple.idProduct, idSku: null, quantity: 1, isRecurrent: false });
    expect(units(await ana.store.cart.get())).toBe(4);
    expect((await ana.page(category)).status).toBe(200);
  });

  it('SIGTERM lets the requests in flight finish, then the instance exits', async () => {
    const second = instances[1];
    if (!second) throw new Error('no second instance');
    const control = (path: string, body?: unknown) =>
      fetch(`${sandboxUrl}/__sandbox/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    // The page's next store call hangs until released: the page is in flight when the signal comes.
    await fetch(`${sandboxUrl}/__sandbox/requests`, { method: 'DELETE' });
    await control('faults', { operation: 'content.faq', kind: 'timeout', times: 1 });
    const inFlight = fetch(`${second.url}/perguntas-frequentes?drain=1`);
    await waitUntil('the page waiting on the store', async () => {
      const log = (await (await fetch(`${sandboxUrl}/__sandbox/requests`)).json()) as { status: unknown }[];
      return log.some((entry) => entry.status === 'timeout');
    });
    second.child.process.kill('SIGTERM');
    // Draining: no new connection is taken while the page is still being rendered.
    await waitUntil('the listener closed', async () => {
      try {
        await fetch(`${second.url}/healthz`);
        return false;
      } catch {
        return true;
      }
    });
    expect(second.child.process.exitCode).toBeNull();
    await control('faults/clear');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('</html>');
    expect(await second.child.exited).toBe(0);
  });
});
