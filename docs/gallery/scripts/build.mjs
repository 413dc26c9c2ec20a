#!/usr/bin/env node
// `pnpm gallery:build`: the static gallery, into docs/gallery/dist unless GALLERY_OUT or `-o <dir>` says where
// (the docs site builds it into docs/.vitepress/dist/gallery). Extra arguments go to `storybook build`.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const gallery = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const hasOutput = args.some(
  (arg) => arg === '-o' || arg === '--output-dir' || arg.startsWith('--output-dir='),
);
const output = resolve(process.env.GALLERY_OUT ?? resolve(gallery, 'dist'));
const run = spawnSync(
  'pnpm',
  [
    '--filter',
    '@vitrine/docs',
    'exec',
    'storybook',
    'build',
    '--config-dir',
    resolve(gallery, '.storybook'),
    '--disable-telemetry',
    '--quiet',
    ...(hasOutput ? [] : ['--output-dir', output]),
    ...args.map((arg, i) => (args[i - 1] === '-o' || args[i - 1] === '--output-dir' ? resolve(arg) : arg)),
  ],
  { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
);
process.exit(run.status ?? 1);
