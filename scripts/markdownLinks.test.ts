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

/** The relative link targets of a Markdown text: `[text](target)`, without web, mail or in-page links. */
function relativeLinks(text: string): string[] {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^([a-z][a-z\d+.-]*:|#)/i.test(target))
    .map((target) => target.split('#')[0] ?? '')
    .filter((target) => target !== '');
}

describe('links of the documentation', () => {
  it('finds the Markdown files', () => {
    expect(markdownFiles()).toContain('README.md');
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

  it('no Markdown file names the specification or style guide kept outside the repository', () => {
    const outside = markdownFiles().filter((file) =>
      /\.\.\/shared\/|storefront-spec\.md|STYLE\.md/.test(readFileSync(resolve(repo, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});
