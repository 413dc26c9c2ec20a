#!/usr/bin/env node
// `pnpm test:deploy` (after `pnpm build`): the deployment recipe of deploy/ run for real (e2e/deploy/): the
// sandbox, two production storefront instances and Varnish in front of them. Installs Debian's `varnish`
// package first when varnishd is missing (as .ci/run installs Chromium); extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const varnishd = process.env.VARNISHD ?? '/usr/sbin/varnishd';
if (!existsSync(varnishd)) {
  console.log(`varnishd not found at ${varnishd}: installing Debian's varnish package.`);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (args) =>
    spawnSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (
    apt(['update']).status !== 0 ||
    apt(['install', '-y', '--no-install-recommends', 'varnish']).status !== 0
  ) {
    console.error('Could not install varnish: run `apt-get install -y varnish` and try again.');
    process.exit(1);
  }
}
const run = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'deploy', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
