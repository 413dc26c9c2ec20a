#!/usr/bin/env node
// `npm create vitrine@latest my-store` (or `pnpm create vitrine my-store`, `npx create-vitrine my-store`):
// writes a standalone storefront, a copy of Vitrine's reference storefront, into the folder `my-store`.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const template = fileURLToPath(new URL('../template', import.meta.url));
const args = process.argv.slice(2);

if (args.includes('--help') || args.includes('-h')) {
  console.info(
    'Uso: npm create vitrine@latest <pasta>\nCria uma loja Vitrine (React Router 7) na pasta indicada.',
  );
  process.exit(0);
}
const target = args.find((arg) => !arg.startsWith('-'));
if (!target) {
  console.error('Informe a pasta da nova loja: npm create vitrine@latest minha-loja');
  process.exit(1);
}
if (!existsSync(join(template, 'package.json'))) {
  console.error(
    'create-vitrine: o modelo da loja não foi encontrado (no repositório, rode `pnpm build` antes).',
  );
  process.exit(1);
}
const dir = resolve(target);
if (existsSync(dir) && readdirSync(dir).length > 0) {
  console.error(`A pasta ${target} já existe e não está vazia. Escolha outra.`);
  process.exit(1);
}

cpSync(template, dir, { recursive: true });
renameSync(join(dir, 'gitignore'), join(dir, '.gitignore'));
const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
// A package name: lower case, no spaces (the folder's name otherwise).
manifest.name =
  basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+/, '') || 'my-store';
writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

const agent = (process.env.npm_config_user_agent ?? '').split('/')[0];
const pm = ['pnpm', 'yarn', 'bun'].includes(agent) ? agent : 'npm';
const run = (script) =>
  pm === 'npm' ? (script === 'start' ? 'npm start' : `npm run ${script}`) : `${pm} ${script}`;
console.info(`Loja criada em ${relative(process.cwd(), dir) || '.'}. Próximos passos:

  cd ${relative(process.cwd(), dir) || '.'}
  ${pm} install
  ${run('dev')}      # a loja em http://localhost:5173 com o sandbox (uma loja de exemplo)

Com a sua loja: VITRINE_API_URL=https://sualoja.com.br ${run('dev')}. Veja o README.md.`);
