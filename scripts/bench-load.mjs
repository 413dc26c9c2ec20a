#!/usr/bin/env node
// `pnpm bench:load` (after `pnpm build`): a bounded load run of the production storefront on loopback, with
// autocannon and no cookies. It starts the sandbox, one production instance (server.mjs) and, when varnishd is
// installed, Varnish with deploy/varnish/*.vcl in front of it; then, for the home page, a category and a product:
// requests per second, p50/p99 latency and errors, served directly and through Varnish; then the instance's memory
// (RSS) before and after LOAD_REQUESTS requests straight to it, sampled in batches: the run fails when memory still
// grows in the second half (a leak) rather than levelling off. Writes bench/results/load.md.
//   LOAD_SECONDS (10) per measurement, LOAD_CONNECTIONS (10), LOAD_REQUESTS (20000), LOAD_BATCHES (8).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repo = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.LOAD_SECONDS || 10);
const connections = Number(process.env.LOAD_CONNECTIONS || 10);
const totalRequests = Number(process.env.LOAD_REQUESTS || 20_000);
const batches = Number(process.env.LOAD_BATCHES || 8);
const varnishd = process.env.VARNISHD ?? '/usr/sbin/varnishd';

if (
  !existsSync(`${repo}examples/storefront/build/server/index.js`) ||
  !existsSync(`${repo}packages/sandbox/dist/cli.js`)
) {
  console.error('Not built: run `pnpm build` first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const children = [];
function start(command, args, options) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...options,
    env: { ...process.env, ...options.env },
  });
  children.push(child);
  return child;
}
async function waitFor(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 120 s`);
}
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopAll);

/** The resident memory of a process, in MB (Linux /proc). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const [sandboxPort, instancePort, varnishPort] = await Promise.all([freePort(), freePort(), freePort()]);
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const instanceUrl = `http://127.0.0.1:${instancePort}`;
const sandbox = start(process.execPath, ['dist/cli.js', '--port', String(sandboxPort)], {
  cwd: `${repo}packages/sandbox`,
});
await waitFor(`${sandboxUrl}/__sandbox/requests`, sandbox);
const instance = start(process.execPath, ['server.mjs'], {
  cwd: `${repo}examples/storefront`,
  env: {
    NODE_ENV: 'production',
    PORT: String(instancePort),
    HOST: '127.0.0.1',
    VITRINE_API_URL: sandboxUrl,
    VITRINE_SITE_URL: instanceUrl,
  },
});
await waitFor(`${instanceUrl}/healthz`, instance);

let varnishUrl;
let workDir;
if (existsSync(varnishd)) {
  workDir = mkdtempSync(join(tmpdir(), 'vitrine-load-'));
  chmodSync(workDir, 0o755);
  const vcl = readFileSync(`${repo}deploy/varnish/default.vcl`, 'utf8')
    .replace('.port = "3001"', `.port = "${instancePort}"`)
    .replace('.port = "3002"', `.port = "${instancePort}"`)
    .replace('.port = "4010"', `.port = "${sandboxPort}"`);
  writeFileSync(join(workDir, 'default.vcl'), vcl);
  writeFileSync(
    join(workDir, 'storefront.vcl'),
    readFileSync(`${repo}deploy/varnish/storefront.vcl`, 'utf8'),
  );
  const varnish = start(
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
      'malloc,128m',
      '-T',
      'none',
    ],
    { cwd: workDir },
  );
  varnishUrl = `http://127.0.0.1:${varnishPort}`;
  await waitFor(`${varnishUrl}/healthz`, varnish);
}

const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/moda-feminina/c' },
  // The sandbox's simple product (sandboxFixtures.simple), at its routes.product() address.
  { name: 'product', path: '/panela-de-pressao-inox-6-litros/produto/' },
];

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(
      { headers: { accept: 'text/html', 'accept-encoding': 'gzip' }, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

const loadBefore = loadavg()[0];
const rows = [];
for (const target of [
  { name: 'direct', url: instanceUrl },
  ...(varnishUrl ? [{ name: 'Varnish', url: varnishUrl }] : []),
]) {
  for (const page of pages) {
    // One warm-up request (the cache's first fill, the instance's first render of the page).
    await fetch(`${target.url}${page.path}`).then((response) => response.arrayBuffer());
    const result = await run({ url: `${target.url}${page.path}`, connections, duration: seconds });
    rows.push({
      target: target.name,
      page: page.name,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
    console.log(
      `${target.name} ${page.name}: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.timeouts + result.non2xx}`,
    );
  }
}

// Memory: LOAD_REQUESTS requests straight to the instance (home, category, product in turn), in batches.
const rssBefore = rssMb(instance.pid);
const samples = [];
const perBatch = Math.ceil(totalRequests / batches);
let memoryErrors = 0;
for (let batch = 0; batch < batches; batch++) {
  const result = await run({
    url: instanceUrl,
    connections,
    amount: perBatch,
    requests: pages.map((page) => ({ method: 'GET', path: page.path })),
  });
  memoryErrors += result.errors + result.timeouts + result.non2xx;
  samples.push(rssMb(instance.pid));
  console.log(
    `memory: batch ${batch + 1}/${batches} (${perBatch} requests): RSS ${samples.at(-1).toFixed(0)} MB`,
  );
}
const half = Math.floor(batches / 2);
const secondHalfGrowth = samples[batches - 1] - samples[half - 1];
// Levelled off: the second half adds less than 10 % of what the instance holds at its middle.
const leak = secondHalfGrowth > samples[half - 1] * 0.1;

stopAll();
if (workDir) rmSync(workDir, { recursive: true, force: true });

const table = [
  '| served | page | concurrency | requests | req/s | p50 | p99 | errors |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.target} | ${row.page} | ${connections} | ${row.requests} | ${row.rps.toFixed(1)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} |`,
  ),
].join('\n');
const report = `# Load: the production storefront on loopback

Measured by \`pnpm bench:load\` (scripts/bench-load.mjs) on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, no cookies, gzip accepted, ${seconds} s per row, machine load average ${loadBefore.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end (other jobs share the machine: above about 2, the direct rows measure the contention as much as the server), one production instance (\`server.mjs\`) in front of the sandbox${varnishUrl ? ', and Varnish (deploy/varnish) in front of that instance' : ' (varnishd not installed: no Varnish rows)'}.

${table}

Memory of the instance: RSS ${rssBefore.toFixed(0)} MB before, ${samples.at(-1).toFixed(0)} MB after ${perBatch * batches} more requests (home, category and product in turn, ${connections} at a time, ${memoryErrors} errors), sampled after each of ${batches} batches: ${samples.map((mb) => mb.toFixed(0)).join(', ')} MB. Second half: ${secondHalfGrowth >= 0 ? '+' : ''}${secondHalfGrowth.toFixed(0)} MB (${leak ? 'still growing: a leak' : 'levelled off'}).
`;
mkdirSync(`${repo}bench/results`, { recursive: true });
writeFileSync(`${repo}bench/results/load.md`, report);
console.log(`\n${report}`);
process.exit(leak || rows.some((row) => row.errors > 0) || memoryErrors > 0 ? 1 : 0);
