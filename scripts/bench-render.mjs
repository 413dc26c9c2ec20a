#!/usr/bin/env node
// `pnpm bench:render` (after `pnpm build`): the server's own CPU time per page render. It starts the sandbox in
// another process (so the store's work is not counted), loads the built server (examples/storefront/build/server)
// in this process with React Router's request handler as server/app.mjs makes it, warms up, then renders the home
// page, a category and a product one after the other, RENDER_RUNS times each, and reports the CPU time of this
// process per render (user + system, `process.cpuUsage()` around the handler call and the reading of its HTML:
// loaders, store calls' client side, React's render, the streaming, the reading of the HTML's bytes), its median
// and p90, the wall time, and the HTML's size. Not counted in-process: Express, the security headers and gzip.
// With --http, each build runs the production app instead (server/app.mjs, as server.mjs serves it: Express,
// headers, gzip) in a process of its own, and the CPU time of that process's threads is read from
// /proc/<pid>/task/*/schedstat (Linux) around each request, which this process sends (gzip accepted) and reads.
//
// Several builds can be compared in the same conditions, interleaved render by render:
//   pnpm bench:render -- --builds examples/storefront/.tmp/baseline,examples/storefront/build
// (a build directory holds `server/index.js`; keep a copy under examples/storefront so it resolves the same
// packages). Options: --runs (RENDER_RUNS, 100), --warmup (20), --pages home,category,product, --http,
// --html-dir DIR (writes each build's last HTML of each page there, to compare them), --json FILE,
// --profile FILE (in-process only: a V8 CPU profile of the measured renders, warm-up and start-up left out;
// open it in Chrome's DevTools, Performance panel).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

// React and React Router pick their builds from NODE_ENV when first loaded (below, dynamically), as server.mjs.
process.env.NODE_ENV = 'production';

const repo = fileURLToPath(new URL('..', import.meta.url));

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}

const runs = Number(option('runs', process.env.RENDER_RUNS || 100));
const warmup = Number(option('warmup', 20));
const buildDirs = option('builds', 'examples/storefront/build')
  .split(',')
  .map((dir) => resolve(repo, dir.trim()));
const htmlDir = option('html-dir', undefined);
const jsonFile = option('json', undefined);
const profileFile = option('profile', undefined);
const viaHttp = process.argv.includes('--http');
if (viaHttp && profileFile) {
  console.error(
    '--profile profiles this process: not with --http (use node --cpu-prof on the server instead).',
  );
  process.exit(1);
}

const allPages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/moda-feminina/c' },
  // The sandbox's simple product (sandboxFixtures.simple), at its routes.product() address.
  { name: 'product', path: '/panela-de-pressao-inox-6-litros/produto/' },
];
const pageNames = option('pages', 'home,category,product').split(',');
const pages = allPages.filter((page) => pageNames.includes(page.name));

for (const dir of buildDirs)
  if (!existsSync(join(dir, 'server/index.js'))) {
    console.error(`No server build at ${join(dir, 'server/index.js')}: run \`pnpm build\` first.`);
    process.exit(1);
  }
if (!existsSync(`${repo}packages/sandbox/dist/cli.js`)) {
  console.error('The sandbox is not built: run `pnpm build` first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

// The sandbox in a process of its own: its CPU is not this process's.
const sandboxPort = await freePort();
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const sandbox = spawn(process.execPath, ['dist/cli.js', '--port', String(sandboxPort)], {
  cwd: `${repo}packages/sandbox`,
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => {
  if (sandbox.exitCode === null) sandbox.kill('SIGTERM');
});
const deadline = Date.now() + 60_000;
for (;;) {
  if (sandbox.exitCode !== null) throw new Error(`The sandbox exited (${sandbox.exitCode})`);
  try {
    if ((await fetch(`${sandboxUrl}/__sandbox/requests`)).ok) break;
  } catch {
    // Not up yet.
  }
  if (Date.now() > deadline) throw new Error('The sandbox did not answer within 60 s');
  await new Promise((done) => setTimeout(done, 200));
}
process.env.VITRINE_API_URL = sandboxUrl;

/** Sends GET `path` to a server over kept-alive connections, gzip accepted; the body as received (compressed). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(url) {
  return new Promise((done, fail) => {
    const request = http.get(
      url,
      { agent, headers: { accept: 'text/html', 'accept-encoding': 'gzip', host: 'localhost:3000' } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode, chunks, encoding: response.headers['content-encoding'] }),
        );
        response.on('error', fail);
      },
    );
    request.on('error', fail);
  });
}

/** The CPU time a process has used so far, every thread of it (its JavaScript, GC, zlib's pool…), in ms. */
function processCpuMs(pid) {
  let nanoseconds = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return nanoseconds / 1e6;
}

const siteUrl = 'http://localhost:3000';
const builds = [];
const servers = [];
process.on('exit', () => {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
});
if (viaHttp) {
  // Each build served by the production app (server/app.mjs) in a process of its own: its CPU time is read from
  // /proc around each request, which the bench sends and reads here.
  for (const dir of buildDirs) {
    const port = await freePort();
    const server = spawn(process.execPath, [`${repo}examples/storefront/bench/serveBuild.mjs`, dir], {
      cwd: `${repo}examples/storefront`,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        VITRINE_API_URL: sandboxUrl,
        VITRINE_SITE_URL: siteUrl,
      },
    });
    servers.push(server);
    await new Promise((done, fail) => {
      server.stdout.on('data', (text) => String(text).includes('ready') && done());
      server.on('exit', (code) => fail(new Error(`The server of ${dir} exited (${code})`)));
    });
    const origin = `http://127.0.0.1:${port}`;
    builds.push({
      name: relative(repo, dir),
      dir,
      measure: async (path) => {
        const cpuBefore = processCpuMs(server.pid);
        const wallBefore = performance.now();
        const { status, chunks, encoding } = await get(`${origin}${path}`);
        const wall = performance.now() - wallBefore;
        const cpu = processCpuMs(server.pid) - cpuBefore;
        const body = Buffer.concat(chunks);
        return { status, cpu, wall, chunks: [encoding === 'gzip' ? gunzipSync(body) : body] };
      },
    });
  }
} else {
  const { createPageRenderer } = await import(
    pathToFileURL(`${repo}examples/storefront/bench/renderInProcess.mjs`).href
  );
  for (const dir of buildDirs) {
    const build = await import(pathToFileURL(join(dir, 'server/index.js')).href);
    const render = createPageRenderer(build, siteUrl);
    builds.push({
      name: relative(repo, dir),
      dir,
      // The CPU time of this process around the handler's answer, read whole.
      measure: async (path) => {
        const cpuBefore = process.cpuUsage();
        const wallBefore = performance.now();
        const { status, chunks } = await render(path);
        const wall = performance.now() - wallBefore;
        const cpu = process.cpuUsage(cpuBefore);
        return { status, cpu: (cpu.user + cpu.system) / 1000, wall, chunks };
      },
    });
  }
}

/** One render: its CPU time (ms), the wall time around it and the HTML. */
async function measure(build, path) {
  const result = await build.measure(path);
  if (result.status !== 200) throw new Error(`${path} answered ${result.status}`);
  return result;
}

/** The V8 profiler over the measured rounds, when asked for (`--profile`). */
let session;
const post = (method, params) =>
  new Promise((done, fail) =>
    session.post(method, params, (error, result) => (error ? fail(error) : done(result))),
  );

const loadBefore = loadavg();
const samples = new Map(); // `${build}\t${page}` → { cpu: [], wall: [], chunks } (the last HTML, as bytes)
const key = (build, page) => `${build.name}\t${page.name}`;
for (let round = 0; round < warmup + runs; round++) {
  // Interleaved: every page of every build each round, the builds' order alternating round by round.
  const order = round % 2 === 0 ? builds : [...builds].reverse();
  if (round === warmup && profileFile) {
    const { Session } = await import('node:inspector');
    session = new Session();
    session.connect();
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 200 });
    await post('Profiler.start');
  }
  for (const page of pages)
    for (const build of order) {
      const result = await measure(build, page.path);
      if (round < warmup) continue;
      let entry = samples.get(key(build, page));
      if (!entry) {
        entry = { cpu: [], wall: [], chunks: [] };
        samples.set(key(build, page), entry);
      }
      entry.cpu.push(result.cpu);
      entry.wall.push(result.wall);
      entry.chunks = result.chunks;
    }
}
const loadAfter = loadavg();
if (session) {
  const { profile } = await post('Profiler.stop');
  writeFileSync(resolve(repo, profileFile), JSON.stringify(profile));
  session.disconnect();
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const rows = [];
for (const build of builds)
  for (const page of pages) {
    const entry = samples.get(key(build, page));
    const html = Buffer.concat(entry.chunks);
    rows.push({
      build: build.name,
      page: page.name,
      runs: entry.cpu.length,
      cpuMedian: quantile(entry.cpu, 0.5),
      cpuP90: quantile(entry.cpu, 0.9),
      cpuMean: entry.cpu.reduce((sum, value) => sum + value, 0) / entry.cpu.length,
      wallMedian: quantile(entry.wall, 0.5),
      htmlBytes: html.length,
      gzipBytes: gzipSync(html).length,
    });
    if (htmlDir) {
      mkdirSync(resolve(repo, htmlDir), { recursive: true });
      writeFileSync(resolve(repo, htmlDir, `${build.name.replaceAll('/', '_')}-${page.name}.html`), html);
    }
  }

const ms = (value) => value.toFixed(1);
const kb = (value) => (value / 1024).toFixed(1);
const method = viaHttp
  ? 'over HTTP to the production app (server/app.mjs, gzip) in a process of its own per build, CPU of that process from /proc'
  : "in-process with React Router's handler, CPU of this process";
const header = `${cpus().length} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')} at the start and ${loadAfter.map((value) => value.toFixed(2)).join(' ')} at the end; ${warmup} warm-up rounds, ${runs} measured renders per page and build, sequential, interleaved; ${method}; the sandbox in another process.`;
const table = [
  '| build | page | CPU median | CPU p90 | CPU mean | wall median | HTML | gzip |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.build} | ${row.page} | ${ms(row.cpuMedian)} ms | ${ms(row.cpuP90)} ms | ${ms(row.cpuMean)} ms | ${ms(row.wallMedian)} ms | ${kb(row.htmlBytes)} kB | ${kb(row.gzipBytes)} kB |`,
  ),
].join('\n');
// Against the first build: the median of the ratios of renders made side by side (the same round), which the
// machine's load moves far less than either build's own figures.
const paired = [];
for (const build of builds.slice(1))
  for (const page of pages) {
    const base = samples.get(key(builds[0], page)).cpu;
    const ratios = samples.get(key(build, page)).cpu.map((cpu, index) => cpu / base[index]);
    paired.push({
      build: build.name,
      page: page.name,
      ratio: quantile(ratios, 0.5),
      low: quantile(ratios, 0.25),
      high: quantile(ratios, 0.75),
    });
  }
const pairedTable = paired.length
  ? [
      '',
      `| build | page | CPU / ${builds[0].name} (median of paired ratios) | interquartile |`,
      '|---|---|---|---|',
      ...paired.map(
        (row) =>
          `| ${row.build} | ${row.page} | ${row.ratio.toFixed(3)} | ${row.low.toFixed(3)}–${row.high.toFixed(3)} |`,
      ),
    ].join('\n')
  : '';
console.log(`${header}\n\n${table}${pairedTable}`);
if (jsonFile)
  writeFileSync(
    resolve(repo, jsonFile),
    `${JSON.stringify({ date: new Date().toISOString(), loadBefore, loadAfter, warmup, runs, method, rows, paired }, null, 2)}\n`,
  );
process.exit(0);
