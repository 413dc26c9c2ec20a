import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { type DefaultTheme, defineConfig } from 'vitepress';
import { repoLinksPlugin } from './repoLinks';

const docs = resolve(import.meta.dirname, '..');
const outDir = join(docs, '.vitepress/dist');
/** Where the gallery's static build lives in the built site (`pnpm gallery:build` writes it there). */
const galleryOut = join(outDir, 'gallery');
/** VitePress empties its output folder: a gallery built before the site waits here and comes back at the end. */
const galleryStash = join(docs, '.vitepress/.gallery-stash');
/** Where `pnpm gallery:build` writes the gallery by default; the site copies it in when it is there. */
const galleryBuild = join(docs, 'gallery/dist');

/**
 * What /gallery/ shows while the gallery is not built (in `pnpm docs`, and in a site built without it): how to
 * build it, instead of a 404.
 */
const galleryNotBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gallery not built · Vitrine</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>The component gallery is not built yet</h1>
<p>Build it with <code>pnpm gallery:build</code>, then reload this page (or build the site again with
<code>pnpm docs:build</code>). <code>pnpm gallery</code> runs it with hot reload on http://localhost:6006.</p>
<p><a href="/">Back to the documentation</a></p>
</body>
</html>
`;

if (
  process.argv.includes('build') &&
  existsSync(join(galleryOut, 'index.html')) &&
  readFileSync(join(galleryOut, 'index.html'), 'utf8') !== galleryNotBuiltPage
) {
  rmSync(galleryStash, { recursive: true, force: true });
  renameSync(galleryOut, galleryStash);
}

/** A page's title: its frontmatter `title`, else its first `# heading`, else its file name. */
function titleOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  const front = /^---\n[\s\S]*?^title:\s*(.+)$[\s\S]*?^---/m.exec(text)?.[1];
  const heading = /^# (.+)$/m.exec(text)?.[1];
  return (front ?? heading ?? file).replace(/^['"]|['"]$/g, '').replace(/`/g, '');
}

/** The pages of a folder of the site (`index.md` first when `withIndex`), as sidebar items. */
function folderItems(folder: string, withIndex = false): DefaultTheme.SidebarItem[] {
  const dir = join(docs, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md' && (withIndex || name !== 'index.md'))
    .sort((a, b) => (a === 'index.md' ? -1 : b === 'index.md' ? 1 : a.localeCompare(b)))
    .map((name) => ({
      text: titleOf(join(dir, name)),
      link: `/${folder}/${name === 'index.md' ? '' : name.replace(/\.md$/, '')}`,
    }));
}

/** The API reference's module pages, as TypeDoc wrote them (docs/api/@vitrine/<package>[/<entry>].md). */
function apiItems(): DefaultTheme.SidebarItem[] {
  const dir = join(docs, 'api');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.startsWith('@vitrine') && path.endsWith('.md') && path.split('/').length <= 4)
    .filter((path) => !/\/(classes|functions|interfaces|type-aliases|variables|enumerations)\//.test(path))
    .map((path) => path.replace(/\.md$/, ''))
    .sort()
    .map((module) => ({ text: module, link: `/api/${module}` }));
}

const guides: DefaultTheme.SidebarItem[] = [
  { text: 'A custom theme with the hooks', link: '/guides/custom-theme-hooks' },
  { text: 'The stock UI kit in a React app', link: '/guides/ui-kit-react' },
  { text: 'Widgets in an HTML theme', link: '/guides/html-theme' },
  { text: 'Cart logic in vanilla TypeScript and Node', link: '/guides/cart-vanilla-node' },
  { text: 'Testing your own flows', link: '/guides/testing-flows' },
  { text: 'Putting the storefront on the internet', link: '/guides/deployment' },
  { text: 'Pointing the storefront at a real store', link: '/guides/real-store' },
];

const concepts: DefaultTheme.SidebarItem[] = [
  { text: 'The layers', link: '/concepts/layers' },
  { text: 'The client and the API', link: '/concepts/client-and-api' },
  { text: 'The sandbox', link: '/concepts/sandbox' },
  { text: 'Events between widgets', link: '/concepts/events' },
  { text: 'Messages and pt-BR texts', link: '/concepts/messages' },
  { text: 'Theming', link: '/concepts/theming' },
  { text: 'Server rendering and caching', link: '/concepts/ssr-and-caching' },
  { text: 'Page weight: islands', link: '/concepts/page-weight' },
];

const behaviourPages = folderItems('behaviour');

/** Serves the gallery's static build at /gallery/ in `vitepress dev`, when it has been built. */
function galleryInDev() {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.woff2': 'font/woff2',
  };
  return {
    name: 'vitrine-gallery-in-dev',
    configureServer(server: {
      middlewares: {
        use: (
          path: string,
          handler: (
            req: { url?: string },
            res: {
              setHeader: (k: string, v: string) => void;
              statusCode: number;
              end: (body?: string) => void;
            } & NodeJS.WritableStream,
            next: () => void,
          ) => void,
        ) => void;
      };
    }) {
      server.middlewares.use('/gallery', (req, res, next) => {
        const root = [galleryOut, galleryStash, galleryBuild].find((dir) =>
          existsSync(join(dir, 'index.html')),
        );
        if (root === undefined) {
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.statusCode = 200;
          res.end(galleryNotBuiltPage);
          return;
        }
        const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
        let file = resolve(root, `.${path}`);
        if (!file.startsWith(root)) return next();
        if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
        if (!existsSync(file)) return next();
        res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
  };
}

export default defineConfig({
  title: 'Vitrine',
  description:
    'The TypeScript toolkit for Brazilian storefronts: store API client, React hooks, UI kit, custom elements and a sandbox store.',
  lang: 'en',
  cleanUrls: true,
  lastUpdated: false,
  ignoreDeadLinks: false,
  outDir,
  // The gallery (Storybook) and folder READMEs that describe code, not pages.
  srcExclude: ['gallery/**', '**/node_modules/**', '**/README.md', 'scripts/**'],
  head: [
    ['meta', { name: 'theme-color', content: '#0b6e4f' }],
    // An inline icon: the site fetches nothing, not even /favicon.ico.
    [
      'link',
      {
        rel: 'icon',
        href: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%230b6e4f'/%3E%3Cpath d='M8 9l8 15 8-15' fill='none' stroke='white' stroke-width='3.5' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E",
      },
    ],
  ],
  markdown: {
    theme: { light: 'github-light', dark: 'github-dark' },
    // Links to READMEs of the packages and examples lead to their pages; other files outside docs/ become text.
    config: (md) => {
      repoLinksPlugin(md);
      // Inline code is shown as written: `messages={{ … }}` is not a Vue interpolation.
      const inlineCode = md.renderer.rules.code_inline;
      md.renderer.rules.code_inline = (tokens, index, options, env, self) => {
        tokens[index]?.attrSet('v-pre', '');
        return inlineCode
          ? inlineCode(tokens, index, options, env, self)
          : self.renderToken(tokens, index, options);
      };
    },
  },
  themeConfig: {
    nav: [
      { text: 'Getting started', link: '/getting-started' },
      { text: 'Concepts', link: '/concepts/layers' },
      { text: 'Guides', link: '/guides/custom-theme-hooks' },
      { text: 'Widgets', link: '/widgets/' },
      { text: 'API', link: '/api/' },
      { text: 'Gallery', link: '/gallery/', target: '_self' },
    ],
    sidebar: [
      { text: 'Getting started', link: '/getting-started' },
      { text: 'Concepts', collapsed: false, items: concepts },
      { text: 'Guides', collapsed: false, items: guides },
      {
        text: 'Behaviour reference',
        collapsed: true,
        items: behaviourPages.length > 0 ? behaviourPages : [{ text: 'Overview', link: '/behaviour/' }],
      },
      { text: 'Widgets', collapsed: true, items: folderItems('widgets', true) },
      {
        text: 'API reference',
        collapsed: true,
        items: [{ text: 'Modules', link: '/api/' }, ...apiItems()],
      },
      { text: 'Package READMEs', collapsed: true, items: folderItems('packages') },
      { text: 'Examples', collapsed: true, items: folderItems('examples') },
      { text: 'Migration from the original widgets', link: '/migration' },
      { text: 'Gallery', link: '/gallery/', target: '_self' },
      {
        text: 'Working on Vitrine',
        collapsed: true,
        items: [
          { text: 'Architecture', link: '/architecture' },
          { text: 'Testing the repository', link: '/testing' },
        ],
      },
    ],
    search: {
      provider: 'local',
      options: {
        // The API reference is large: only its headings (the export names) go into the search index.
        _render(src, env, md) {
          const html = md.render(src, env);
          if (!String(env.relativePath).startsWith('api/')) return html;
          return (html.match(/<h[1-4][^>]*>[\s\S]*?<\/h[1-4]>/g) ?? []).join('\n');
        },
      },
    },
    outline: { level: [2, 3] },
    docFooter: { prev: 'Previous', next: 'Next' },
  },
  vite: {
    plugins: [galleryInDev()],
    server: { fs: { allow: [resolve(docs, '..')] } },
  },
  buildEnd() {
    if (existsSync(galleryOut)) return;
    if (existsSync(galleryStash)) renameSync(galleryStash, galleryOut);
    else if (existsSync(join(galleryBuild, 'index.html')))
      cpSync(galleryBuild, galleryOut, { recursive: true });
    else {
      mkdirSync(galleryOut, { recursive: true });
      writeFileSync(join(galleryOut, 'index.html'), galleryNotBuiltPage);
    }
  },
});
