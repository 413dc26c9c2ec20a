import { routes } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/web/stack';
import { type Child, startInstance, startSandbox, stopChildren, waitUntil } from './children';

// A production instance's memory must level off, whatever addresses it is asked for: every process-wide cache
// (the parsed store replies, the sanitizer's answers) is bounded, and nothing of a request outlives it. The
// instance is server.mjs as `pnpm start` runs it, with heapProbe.mjs preloaded to answer its heap after a full
// collection. `pnpm bench:load` runs the same check over 20,000 requests; this one is sized for every test run.

interface Heap {
  readonly heapUsed: number;
  readonly rss: number;
}

let instance: Child;
let instanceUrl = '';

beforeAll(async () => {
  const [sandboxPort, port] = await Promise.all([freePort(), freePort()]);
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  instanceUrl = `http://127.0.0.1:${port}`;
  const sandbox = startSandbox(sandboxPort);
  instance = startInstance('instance', port, {
    apiUrl: sandboxUrl,
    siteUrl: instanceUrl,
    nodeArgs: ['--expose-gc', '--import', '../../e2e/deploy/heapProbe.mjs'],
    ipc: true,
  });
  await waitUntil('the sandbox', async () => (await fetch(`${sandboxUrl}/__sandbox/requests`)).ok, sandbox);
  await waitUntil('the instance', async () => (await fetch(`${instanceUrl}/healthz`)).ok, instance);
}, 300_000);

afterAll(stopChildren);

/** The instance's heap after a full collection (heapProbe.mjs answers over the IPC channel). */
function heap(): Promise<Heap> {
  return new Promise((resolve) => {
    instance.process.once('message', (message) => resolve(message as Heap));
    instance.process.send('heap');
  });
}

const category = routes.category(sandboxFixtures.category.level1);
const product = routes.product(sandboxFixtures.simple.urlFriendly);

/**
 * The n-th address: the home page, a category, a product, and addresses no two requests share (a new search
 * term, a missing product, a campaign's tracking parameters), so that a cache without bound would grow.
 */
function address(n: number): string {
  switch (n % 6) {
    case 0:
      return '/';
    case 1:
      return category;
    case 2:
      return product;
    case 3:
      return routes.search(`termo ${n}`);
    case 4:
      return routes.product(`produto-que-nao-existe-${n}`);
    default:
      return `${category}?utm_source=campanha-${n}&gclid=${n}`;
  }
}

/** Requests the addresses `at(from)`…`at(to - 1)`, four at a time, counting the statuses seen. */
async function request(from: number, to: number, statuses: Map<number, number>, at = address): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const n = next++;
      const response = await fetch(`${instanceUrl}${at(n)}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
        redirect: 'manual',
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

const megabytes = (bytes: number) => Math.round(bytes / 1e5) / 10;

describe("a production instance's memory", () => {
  it('levels off over requests of every kind, with addresses no two requests share', async () => {
    const statuses = new Map<number, number>();
    // Warm-up: more new searches than the parsed replies kept (256 calls), so that what the process keeps is full
    // before the measure, then every kind of page.
    await request(0, 280, statuses, (n) => routes.search(`aquecimento ${n}`));
    const warmUp = 240;
    await request(0, warmUp, statuses);
    const rounds = 3;
    const perRound = 120;
    const samples: Heap[] = [await heap()];
    for (let round = 0; round < rounds; round++) {
      const from = warmUp + round * perRound;
      await request(from, from + perRound, statuses);
      samples.push(await heap());
    }
    const heaps = samples.map((sample) => megabytes(sample.heapUsed));
    const growth = heaps.at(-1)! - heaps[0]!;
    console.log(`heap after a full collection, after the warm-up and each round: ${heaps.join(', ')} MB`);
    // Every request was served: pages, the searches without a result, and the missing products sent elsewhere.
    expect([...statuses.keys()].sort()).toEqual([200, 302]);
    // Measured on this machine: without a leak the heap moved -1.2 to +0.8 MB over these 360 requests; with 6 kB
    // planted per request it grew 2.5 and 2.7 MB; a table keeping 10 kB per address would add 3.6 MB.
    expect(growth, `heap after each round: ${heaps.join(', ')} MB`).toBeLessThan(2);
  }, 600_000);
});
