import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { picturesOf, screenshotFile, screenshotPages, screenshotWidths } from './screenshots/shots';

const repo = resolve(import.meta.dirname, '..');
const readme = readFileSync(resolve(repo, 'README.md'), 'utf8');

describe('the README pictures', () => {
  it('finds the pictures of Markdown and HTML image syntax, leaving remote ones out', () => {
    expect(
      picturesOf('![Início](docs/a.jpg) text <img src="docs/b.png" alt="b"> ![x](https://example.com/c.png)'),
    ).toEqual(['docs/a.jpg', 'docs/b.png']);
  });

  it('every picture the README names exists in the repository and is not empty', () => {
    const pictures = picturesOf(readme);
    expect(pictures.length).toBeGreaterThan(0);
    const missing = pictures.filter(
      (path) => !existsSync(resolve(repo, path)) || statSync(resolve(repo, path)).size === 0,
    );
    expect(missing).toEqual([]);
  });

  it('shows every screenshot `pnpm screenshots` takes: each page at each width', () => {
    const pictures = new Set(picturesOf(readme));
    const expected = screenshotPages.flatMap((name) =>
      screenshotWidths.map((width) => `docs/screenshots/${screenshotFile(name, width)}`),
    );
    expect(expected.filter((path) => !pictures.has(path))).toEqual([]);
  });
});
