import { dirname, relative, resolve } from 'node:path';
import type { MarkdownRenderer } from 'vitepress';

const docs = resolve(import.meta.dirname, '..');
const repo = resolve(docs, '..');

/** `CartPreview` → `cart-preview` (the widget pages' file names). */
function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * The page of the site that shows a file of the repository outside docs/, when there is one: a widget's README
 * is its widget page, a package's or an example's README its generated page. `undefined` for any other file
 * (a source file, a benchmark result), which the site cannot show.
 */
export function siteLinkFor(repoPath: string): string | undefined {
  const path = repoPath.replace(/\/$/, '');
  if (/^packages\/ui\/src\/elements(\/(README|ATTRIBUTES)\.md)?$/.test(path)) return '/widgets/elements';
  const widget = /^packages\/ui\/src\/([A-Z][A-Za-z0-9]*)(\/README\.md)?$/.exec(path)?.[1];
  if (widget) return `/widgets/${kebab(widget)}`;
  const pkg = /^packages\/(core|hooks|ui|sandbox)(\/README\.md)?$/.exec(path)?.[1];
  if (pkg) return `/packages/${pkg}`;
  const example = /^examples\/(storefront|cart-vanilla|theme-html)(\/README\.md)?$/.exec(path)?.[1];
  if (example) return `/examples/${example}`;
  return undefined;
}

/**
 * A markdown-it rule for pages that link to files of the repository outside docs/ (`../packages/ui/README.md`):
 * such links work on a code host and in the link check, but not in the site. Each becomes a link to the page
 * that shows the file (`siteLinkFor`), or plain text when the site has none, so `ignoreDeadLinks: false` still
 * catches every link that is really broken.
 */
export function repoLinksPlugin(md: MarkdownRenderer): void {
  md.core.ruler.push('vitrine-repo-links', (state) => {
    const file = (state.env as { realPath?: string; path?: string }).realPath ?? state.env?.path;
    if (typeof file !== 'string') return;
    for (const block of state.tokens) {
      const children = block.children;
      if (!children) continue;
      const drop = new Set<number>();
      children.forEach((token, index) => {
        if (token.type !== 'link_open') return;
        const href = token.attrGet('href') ?? '';
        if (/^([a-z][a-z\d+.-]*:|#|\/)/i.test(href)) return;
        const [pathPart = '', hash] = href.split('#');
        const target = resolve(dirname(file), decodeURIComponent(pathPart));
        const fromDocs = relative(docs, target);
        if (!fromDocs.startsWith('..')) return;
        const site = siteLinkFor(relative(repo, target));
        if (site) {
          token.attrSet('href', hash ? `${site}#${hash}` : site);
          return;
        }
        // No page for it: keep the text, drop the link (its matching link_close at the same level).
        drop.add(index);
        let depth = 0;
        for (let next = index + 1; next < children.length; next++) {
          const type = children[next]?.type;
          if (type === 'link_open') depth++;
          if (type === 'link_close') {
            if (depth === 0) {
              drop.add(next);
              break;
            }
            depth--;
          }
        }
      });
      if (drop.size > 0) block.children = children.filter((_, index) => !drop.has(index));
    }
  });
}
