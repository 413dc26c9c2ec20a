import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');

/** The Markdown files of the repository (tracked or new, ignored ones such as node_modules left out). */
function markdownFiles(): string[] {
  const run = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
    cwd: repo,
    encoding: 'utf8',
  });
  return run.stdout.split('\n').filter((file) => file !== '' && existsSync(resolve(repo, file)));
}

/** The pages of the documentation site: Markdown under docs/ that VitePress renders (not folder READMEs or code). */
function sitePages(): string[] {
  return markdownFiles().filter(
    (file) =>
      file.startsWith('docs/') &&
      !file.endsWith('/README.md') &&
      !/^docs\/(gallery|scripts|node_modules)\//.test(file),
  );
}

/** A Markdown text without its fenced code blocks and inline code (where addresses are examples, not links). */
function prose(text: string): string {
  let fence: string | undefined;
  const kept = text.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) {
      fence = marker;
      return '';
    }
    if (fence !== undefined) {
      if (marker?.startsWith(fence) && line.trim() === marker) fence = undefined;
      return '';
    }
    return line;
  });
  return kept.join('\n').replace(/`[^`\n]*`/g, '');
}

/** Every link target of a Markdown text: `[text](target)`, `<a href="target">` and `link:` in the frontmatter. */
function linkTargets(text: string): string[] {
  const body = prose(text);
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return [
    ...[...body.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? ''),
    ...[...body.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? ''),
    ...[...frontmatter.matchAll(/^\s*-?\s*link:\s*['"]?([^'"\s]+)/gm)].map((match) => match[1] ?? ''),
  ];
}

/** The relative link targets of a Markdown text, without web, mail, in-page or site-absolute (`/…`) links. */
function relativeLinks(text: string): string[] {
  return linkTargets(text)
    .filter((target) => !/^([a-z][a-z\d+.-]*:|#|\/)/i.test(target))
    .map((target) => target.split('#')[0] ?? '')
    .filter((target) => target !== '');
}

/** `cart-preview` → the widget folder whose kebab-case name it is (`CartPreview`), when there is one. */
function widgetFolder(name: string): boolean {
  const folder = name.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
  return (
    name === 'index' ||
    name === 'elements' ||
    existsSync(resolve(repo, 'packages/ui/src', folder, 'README.md'))
  );
}

/**
 * Whether a site-absolute link (`/concepts/layers`, `/widgets/cart-preview#props`) reaches a page of the site:
 * a Markdown page under docs/, or a page generated at build time from a source that exists (a widget's README,
 * a package's or an example's README, the API reference), or the gallery.
 */
function sitePageExists(target: string): boolean {
  const path = (target.split(/[?#]/)[0] ?? '').replace(/^\//, '').replace(/\.(md|html)$/, '');
  const page = path === '' || path.endsWith('/') ? `${path}index` : path;
  if (existsSync(resolve(repo, 'docs', `${page}.md`))) return true;
  if (existsSync(resolve(repo, 'docs', page, 'index.md'))) return true;
  const [folder, name = 'index', ...rest] = page.split('/');
  if (rest.length > 0 && folder !== 'api') return false;
  switch (folder) {
    case 'gallery':
      return true;
    case 'api':
      return true;
    case 'widgets':
      return widgetFolder(name);
    case 'packages':
      return name === 'index' || existsSync(resolve(repo, 'packages', name, 'README.md'));
    case 'examples':
      return name === 'index' || existsSync(resolve(repo, 'examples', name, 'README.md'));
    default:
      return false;
  }
}

describe('links of the documentation', () => {
  it('finds the Markdown files and the pages of the site', () => {
    expect(markdownFiles()).toContain('README.md');
    expect(sitePages()).toContain('docs/getting-started.md');
    expect(sitePages()).not.toContain('docs/README.md');
  });

  it('every relative link of every Markdown file points to a file inside the repository that exists', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      for (const target of relativeLinks(readFileSync(resolve(repo, file), 'utf8'))) {
        const path = resolve(repo, dirname(file), decodeURIComponent(target));
        const inside = !relative(repo, path).startsWith('..');
        if (!inside || !existsSync(path))
          broken.push(`${file} → ${target}${inside ? '' : ' (outside the repository)'}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('absolute links go only to public web sites over https, never to a file or a local server', () => {
    const wrong: string[] = [];
    for (const file of markdownFiles()) {
      for (const target of linkTargets(readFileSync(resolve(repo, file), 'utf8'))) {
        const scheme = /^([a-z][a-z\d+.-]*):/i.exec(target)?.[1]?.toLowerCase();
        if (scheme === undefined) {
          // A site-absolute path is a page of the site inside docs/, and a file path nowhere.
          if (target.startsWith('/') && !file.startsWith('docs/')) wrong.push(`${file} → ${target}`);
          continue;
        }
        if (scheme === 'mailto') continue;
        const host = scheme === 'https' ? new URL(target).hostname : '';
        if (scheme !== 'https' || /^(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(host))
          wrong.push(`${file} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('pages of the site name no local address outside code (it would become a link)', () => {
    const local = sitePages().flatMap((file) =>
      [
        ...prose(readFileSync(resolve(repo, file), 'utf8')).matchAll(
          /\b(https?:\/\/[^\s)<>'"|]+|file:\/\/\S+)/g,
        ),
      ]
        .map((match) => match[1] ?? '')
        .filter((url) => !url.startsWith('https://') || /^https:\/\/(localhost|127\.)/.test(url))
        .map((url) => `${file} → ${url}`),
    );
    expect(local).toEqual([]);
  });

  it('every site-absolute link of a page (`/concepts/layers`) reaches a page of the site', () => {
    const broken = sitePages().flatMap((file) =>
      linkTargets(readFileSync(resolve(repo, file), 'utf8'))
        .filter((target) => target.startsWith('/') && !target.startsWith('//'))
        .filter((target) => !sitePageExists(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('a site-absolute link to a page that does not exist is reported', () => {
    expect(sitePageExists('/concepts/layers')).toBe(true);
    expect(sitePageExists('/widgets/cart-preview#props')).toBe(true);
    expect(sitePageExists('/packages/core')).toBe(true);
    expect(sitePageExists('/concepts/no-such-page')).toBe(false);
    expect(sitePageExists('/widgets/no-such-widget')).toBe(false);
    expect(sitePageExists('/packages/no-such-package')).toBe(false);
  });

  it('no Markdown file names the specification or style guide kept outside the repository', () => {
    const outside = markdownFiles().filter((file) =>
      /\.\.\/shared\/|storefront-spec\.md|STYLE\.md/.test(readFileSync(resolve(repo, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});
