import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  messagesMarkdown,
  messagesPage,
  migrationPage,
  migrationProblems,
  migrationTableMarkdown,
  withMigrationTable,
} from '../scripts/d2-generate';

// The pages generated from the code must be what the code says today. When one fails, rewrite them with
//   pnpm exec tsx --conditions=@vitrine/source docs/scripts/d2-generate.ts
describe('the generated reference pages', () => {
  it('docs/behaviour/messages.md holds every messages table of core and the UI kit as the code has it', () => {
    expect(readFileSync(messagesPage, 'utf8')).toBe(messagesMarkdown());
  });

  it('the migration table lists every widget of the kit with its element, and only names that exist', async () => {
    expect(await migrationProblems()).toEqual([]);
    const page = readFileSync(migrationPage, 'utf8');
    expect(page).toBe(withMigrationTable(page, await migrationTableMarkdown()));
  });

  it('the message catalogue shows the texts a shopper reads, accents included', () => {
    const page = readFileSync(messagesPage, 'utf8');
    for (const text of [
      'Por favor, digite um valor entre 1 e 9999',
      'Ops... existem 3 produtos esgotados no seu carrinho',
      'Você será avisado quando este produto estiver disponível.',
      'Digite ao menos 03 caracteres para realizar sua pesquisa.',
    ]) {
      expect(page).toContain(text);
    }
  });
});

describe('the handwritten behaviour pages cover what the code has', () => {
  it('docs/behaviour/routes.md names every route of the storefront', async () => {
    const { default: routes } = await import('../../examples/storefront/src/routes');
    const page = readFileSync(new URL('../behaviour/routes.md', import.meta.url), 'utf8');
    const ids = routes.map((route) => route.id);
    expect(ids.length).toBeGreaterThan(15);
    expect(ids.filter((id) => !page.includes(`\`${id}\``))).toEqual([]);
  });

  it('docs/behaviour/widgets.md describes every widget, by its element tag', async () => {
    const { vitrineElementDefinitions } = await import('@vitrine/ui/elements');
    const page = readFileSync(new URL('../behaviour/widgets.md', import.meta.url), 'utf8');
    const tags = vitrineElementDefinitions.map((definition) => definition.tag);
    expect(tags.filter((tag) => !page.includes(`<${tag}>`))).toEqual([]);
    const tables = new Set(
      [...readFileSync(messagesPage, 'utf8').matchAll(/^### `(\w+)`$/gm)].map(([, name = '']) =>
        name.toLowerCase(),
      ),
    );
    const anchors = [...page.matchAll(/\(\.\/messages\.md#(\w+)\)/g)].map(([, anchor = '']) => anchor);
    expect(anchors.length).toBeGreaterThan(40);
    expect(anchors.filter((anchor) => !tables.has(anchor))).toEqual([]);
  });
});

describe('the texts quoted in the behaviour pages', () => {
  it('are texts of the code, accents and punctuation included', async () => {
    const { readdirSync } = await import('node:fs');
    const repo = new URL('../../', import.meta.url);
    const sources = ['packages/core/src', 'packages/hooks/src', 'packages/ui/src', 'examples/storefront/src']
      .flatMap((dir) =>
        readdirSync(new URL(dir, repo), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
          .map((file) => readFileSync(new URL(`${dir}/${file}`, repo), 'utf8')),
      )
      .join('\n');
    const missing: string[] = [];
    for (const page of ['index', 'rules', 'routes', 'widgets']) {
      const text = readFileSync(new URL(`../behaviour/${page}.md`, import.meta.url), 'utf8')
        .replace(/```[\s\S]*?```/g, '')
        .replace(/`[^`\n]*`/g, '');
      for (const [, quoted = ''] of text.matchAll(/(?<![A-Za-z])'([^'\n]{3,}?)'(?![A-Za-z])/g)) {
        const probe = quoted.replaceAll('…', '').split('{')[0]?.trim() ?? '';
        if (probe.length >= 3 && /\p{L}/u.test(probe) && !sources.includes(probe))
          missing.push(`${page}: ${quoted}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the element tags the docs name', () => {
  it('are all elements of @vitrine/ui/elements', async () => {
    const { readdirSync } = await import('node:fs');
    const { vitrineElementDefinitions } = await import('@vitrine/ui/elements');
    const defined = new Set<string>(vitrineElementDefinitions.map((definition) => definition.tag));
    const docs = new URL('../', import.meta.url);
    const files = ['migration.md', 'behaviour', 'guides']
      .flatMap((entry) =>
        entry.endsWith('.md')
          ? [entry]
          : readdirSync(new URL(entry, docs), { recursive: true, encoding: 'utf8' }).map(
              (file) => `${entry}/${file}`,
            ),
      )
      .filter((file) => /\.(md|html|ts|tsx)$/.test(file) && !file.endsWith('.test.ts'));
    const named = files.flatMap((file) =>
      [...readFileSync(new URL(file, docs), 'utf8').matchAll(/<(vitrine-[a-z-]+)[\s>]/g)].map(
        ([, tag = '']) => tag,
      ),
    );
    expect(named.length).toBeGreaterThan(60);
    expect([...new Set(named)].filter((tag) => !defined.has(tag))).toEqual([]);
  });
});
