/**
 * Writes the generated parts of the documentation site before VitePress runs (all gitignored):
 *
 * - `docs/widgets/<widget>.md` and `docs/widgets/index.md`: one page per `@vitrine/ui` widget, from the widget's
 *   README (packages/ui/src/<Widget>/README.md), its custom elements' attribute tables (the sections of
 *   packages/ui/src/elements/ATTRIBUTES.md, itself generated from the element definitions) and its gallery stories;
 * - `docs/.generated/operations-map.md`: the table of every call of the store API, read from the endpoint tables of
 *   `@vitrine/core` that the client and the sandbox share (included by concepts/client-and-api.md);
 * - `docs/api/`: the API reference, TypeDoc with typedoc-plugin-markdown over every public entry of the packages.
 *
 * Run it with the source condition so `@vitrine/core` resolves to its TypeScript sources:
 * `node --conditions=@vitrine/source --import tsx scripts/generate.ts [--no-api]`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import ts from 'typescript';

const docs = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(docs, '..');
const uiSrc = join(repo, 'packages/ui/src');

/** `CartPreview` → `cart-preview`. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The widget folders of packages/ui/src: every folder with a README.md, the custom elements' own folder aside. */
export function widgetNames(): string[] {
  return readdirSync(uiSrc, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'elements')
    .filter((entry) => existsSync(join(uiSrc, entry.name, 'README.md')))
    .map((entry) => entry.name)
    .sort();
}

/** The sections of ATTRIBUTES.md keyed by tag: `## \`<vitrine-x>\`` up to the next section. */
export function attributeSections(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = markdown.split(/^(?=## `<vitrine-)/m).slice(1);
  for (const part of parts) {
    const tag = /^## `<(vitrine-[a-z-]+)>`/.exec(part)?.[1];
    if (tag) sections.set(tag, part.trim());
  }
  return sections;
}

/**
 * Which widget folder each element definition renders, read from its source: the folder its loader or import
 * names (`import('../../CartPreview/CartPreview')`), following a local helper module once when the definition
 * imports the widget through one (`./deliveryTrackingAdapter`).
 */
export function elementsByWidget(): Map<string, string[]> {
  const dir = join(uiSrc, 'elements/definitions');
  const widgetOf = (file: string, depth = 0): string | undefined => {
    const text = readFileSync(file, 'utf8');
    const direct = /['"]\.\.\/\.\.\/([A-Z][A-Za-z0-9]*)\//.exec(text)?.[1];
    if (direct || depth > 0) return direct;
    for (const local of text.matchAll(/from '\.\/(\w+)'/g)) {
      const path = join(dir, `${local[1]}.ts`);
      const found = existsSync(path) ? widgetOf(path, depth + 1) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  const map = new Map<string, string[]>();
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const file = join(dir, name);
    const tag = /tag: '(vitrine-[a-z-]+)'/.exec(readFileSync(file, 'utf8'))?.[1];
    const widget = tag ? widgetOf(file) : undefined;
    if (tag && widget) map.set(widget, [...(map.get(widget) ?? []), tag]);
  }
  return map;
}

/** A story of the gallery: its export name and its Storybook id. */
export interface Story {
  name: string;
  id: string;
}

/**
 * The gallery's stories per widget, read from docs/gallery/**\/*.stories.tsx: a file whose meta `title` is
 * `Widgets/<Widget>` gives its exported stories, ids computed as Storybook computes them.
 */
export function galleryStories(galleryDir = join(docs, 'gallery')): Map<string, Story[]> {
  const stories = new Map<string, Story[]>();
  if (!existsSync(galleryDir)) return stories;
  const files = readdirSync(galleryDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.stories\.tsx?$/.test(entry.name))
    .filter((entry) => !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const title = /\btitle:\s*['"]Widgets\/([^'"]+)['"]/.exec(text)?.[1];
    if (!title) continue;
    const metaId = /\bid:\s*['"]([^'"]+)['"]/.exec(text)?.[1];
    const names = [...text.matchAll(/^export const ([A-Z]\w*)\s*[:=]/gm)].map((m) => m[1] ?? '');
    const widget = title.replace(/\s+/g, '');
    stories.set(widget, [
      ...(stories.get(widget) ?? []),
      ...names.map((name) => ({ name, id: toId(metaId ?? `Widgets/${title}`, storyNameFromExport(name)) })),
    ]);
  }
  return stories;
}

/**
 * A README's Markdown made fit for a page written elsewhere (`out`): the first heading dropped (the page writes
 * its own), and every relative link re-rooted so it names the same file of the repository from the page's folder
 * (`../ProductCard/README.md` → `../../packages/ui/src/ProductCard/README.md`). The site's configuration then
 * turns links to files outside docs/ into their pages (a widget's README → its widget page) or plain text.
 */
export function rewriteReadme(markdown: string, source: string, out: string): string {
  const body = markdown.replace(/^# .*\n+/, '');
  const parts = body.split(/(^```[\s\S]*?^```)/m);
  return parts
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/\]\(([^)\s]+)\)/g, (whole, target: string) => {
            if (/^([a-z][a-z\d+.-]*:|#|\/)/i.test(target)) return whole;
            const [path = '', hash] = target.split('#');
            const rerooted = relative(dirname(out), resolve(dirname(source), path)) || '.';
            return `](${rerooted}${hash ? `#${hash}` : ''})`;
          }),
    )
    .join('');
}

/** Heading levels pushed down by one, outside fences (the README's `##` sections become `###` under the page's). */
function demoteHeadings(markdown: string): string {
  return markdown
    .split(/(^```[\s\S]*?^```)/m)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/^(#{2,5}) /gm, '#$1 ')))
    .join('');
}

/** One widget's page. */
export function widgetPage(
  widget: string,
  readme: string,
  elementSections: readonly string[],
  stories: readonly Story[],
): string {
  const story = stories.find((s) => s.name === 'Default') ?? stories[0];
  const defaultId = story?.id ?? toId(`Widgets/${widget}`, storyNameFromExport('Default'));
  const lines = [
    '---',
    `title: ${widget}`,
    'editLink: false',
    '---',
    '',
    `# ${widget}`,
    '',
    `<!-- Generated by docs/scripts/generate.ts from packages/ui/src/${widget}/README.md: edit that file. -->`,
    '',
    '```tsx',
    `import { ${widget === 'PasswordForms' ? 'PasswordChangeForm' : widget} } from '@vitrine/ui';`,
    '```',
    '',
    demoteHeadings(
      rewriteReadme(readme, join(uiSrc, widget, 'README.md'), join(docs, 'widgets', `${kebab(widget)}.md`)),
    ).trim(),
    '',
    '## Custom element',
    '',
  ];
  if (elementSections.length === 0) {
    lines.push(
      'No custom element renders this widget on its own: it is a part of the elements listed in its description.',
      '',
    );
  } else {
    lines.push(
      `From \`@vitrine/ui/elements\`, registered with \`defineVitrineElements\` (see [the custom elements](./elements)).`,
      'Attributes are kebab-case; each sets the widget prop named beside it.',
      '',
    );
    for (const section of elementSections) lines.push(section.replace(/^## /, '### '), '');
  }
  lines.push(
    '## States and live example',
    '',
    'The widget as the gallery renders it, on the sandbox store (its msw handlers answer the calls):',
    '',
    `<iframe class="vt-story" src="/gallery/iframe.html?id=${defaultId}&amp;viewMode=story" title="${widget} in the gallery" loading="lazy"></iframe>`,
    '',
  );
  if (stories.length > 0) {
    lines.push(
      'Every state in the gallery:',
      '',
      ...stories.map(
        (s) => `- <a href="/gallery/?path=/story/${s.id}" target="_self">${storyNameFromExport(s.name)}</a>`,
      ),
      '',
    );
  } else {
    lines.push(`Its states are in <a href="/gallery/" target="_self">the gallery</a>.`, '');
  }
  return `${lines.join('\n')}\n`;
}

function writeWidgets(): number {
  const out = join(docs, 'widgets');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const widgets = widgetNames();
  const sections = attributeSections(readFileSync(join(uiSrc, 'elements/ATTRIBUTES.md'), 'utf8'));
  const tagsByWidget = elementsByWidget();
  const stories = galleryStories();
  const index = [
    '---',
    'title: Widgets',
    '---',
    '',
    '# Widgets',
    '',
    '<!-- Generated by docs/scripts/generate.ts from the widgets of packages/ui/src. -->',
    '',
    'Every widget of `@vitrine/ui`, with its parts, props, texts, data attributes and CSS custom properties, its',
    'custom element and its states in the gallery. Each also exists as a custom element:',
    'see [the custom elements](./elements).',
    '',
    '| Widget | Custom element | What it is |',
    '| --- | --- | --- |',
  ];
  for (const widget of widgets) {
    const readme = readFileSync(join(uiSrc, widget, 'README.md'), 'utf8');
    const tags = tagsByWidget.get(widget) ?? [];
    const own = tags.map((tag) => sections.get(tag)).filter((s): s is string => s !== undefined);
    writeFileSync(
      join(out, `${kebab(widget)}.md`),
      widgetPage(widget, readme, own, stories.get(widget) ?? []),
    );
    const summary = (readme.replace(/^# .*\n+/, '').split(/\n\s*\n/)[0] ?? '')
      .replace(/\s*\n\s*/g, ' ')
      .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
      .replace(/\|/g, '\\|');
    const short = summary.length > 160 ? `${summary.slice(0, summary.lastIndexOf(' ', 157))}…` : summary;
    index.push(
      `| [${widget}](./${kebab(widget)}) | ${tags.map((t) => `\`<${t}>\``).join(' ') || '—'} | ${short} |`,
    );
  }
  writeFileSync(join(out, 'index.md'), `${index.join('\n')}\n`);
  const elementsReadme = readFileSync(join(uiSrc, 'elements/README.md'), 'utf8');
  writeFileSync(
    join(out, 'elements.md'),
    [
      '---',
      'title: Custom elements',
      '---',
      '',
      '# Custom elements',
      '',
      '<!-- Generated by docs/scripts/generate.ts from packages/ui/src/elements/README.md: edit that file. -->',
      '',
      rewriteReadme(elementsReadme, join(uiSrc, 'elements/README.md'), join(out, 'elements.md')).trim(),
      '',
      "Every element's attributes are on its widget's page.",
      '',
    ].join('\n'),
  );
  return widgets.length;
}

/** The packages' and examples' READMEs as pages of the site: docs/packages/<name>.md, docs/examples/<name>.md. */
function writeReadmePages(): number {
  const pages: { folder: string; name: string; source: string; title: string }[] = [
    ...['core', 'hooks', 'ui', 'sandbox'].map((name) => ({
      folder: 'packages',
      name,
      source: join(repo, 'packages', name, 'README.md'),
      title: `@vitrine/${name}`,
    })),
    ...['storefront', 'cart-vanilla', 'theme-html'].map((name) => ({
      folder: 'examples',
      name,
      source: join(repo, 'examples', name, 'README.md'),
      title: '',
    })),
  ];
  for (const folder of ['packages', 'examples']) {
    rmSync(join(docs, folder), { recursive: true, force: true });
    mkdirSync(join(docs, folder), { recursive: true });
  }
  for (const page of pages) {
    const text = readFileSync(page.source, 'utf8');
    const heading = /^# (.+)$/m.exec(text)?.[1] ?? page.name;
    const title = page.title || heading.replace(/`/g, '');
    const out = join(docs, page.folder, `${page.name}.md`);
    writeFileSync(
      out,
      [
        '---',
        `title: '${title.replace(/'/g, "''")}'`,
        '---',
        '',
        `# ${heading}`,
        '',
        `<!-- Generated by docs/scripts/generate.ts from ${relative(repo, page.source)}: edit that file. -->`,
        '',
        rewriteReadme(text, page.source, out).trim(),
        '',
      ].join('\n'),
    );
  }
  return pages.length;
}

/** How one call's input travels, from the builder that defines it in its endpoint table. */
const inputKinds: Record<string, string> = {
  noInput: 'nothing',
  query: 'query string (`params`)',
  payload: 'JSON payload (`json`)',
  mixed: '`params` and `json`',
};

/** The builder (`noInput`, `query`, `payload`, `mixed`) of each `'area.method'` entry of an endpoint table file. */
export function endpointBuilders(source: string): Map<string, string> {
  const file = ts.createSourceFile('endpoints.ts', source, ts.ScriptTarget.Latest, true);
  const builders = new Map<string, string>();
  const innermost = (node: ts.Expression): string | undefined => {
    if (!ts.isCallExpression(node)) return undefined;
    const callee = node.expression.getText(file);
    if (callee in inputKinds) return callee;
    for (const arg of node.arguments) {
      const found = innermost(arg);
      if (found) return found;
    }
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && node.name.text.includes('.')) {
      const builder = innermost(node.initializer);
      if (builder) builders.set(node.name.text, builder);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return builders;
}

async function writeOperationsMap(): Promise<number> {
  const core = await import('@vitrine/core');
  const endpointsDir = join(repo, 'packages/core/src/client/endpoints');
  const builders = new Map<string, string>();
  for (const name of readdirSync(endpointsDir)) {
    if (name.endsWith('Endpoints.ts'))
      for (const [call, builder] of endpointBuilders(readFileSync(join(endpointsDir, name), 'utf8')))
        builders.set(call, builder);
  }
  const tables = Object.entries(core)
    .filter(
      ([name, value]) =>
        /^[a-z][A-Za-z]*Endpoints$/.test(name) && name !== 'storeEndpoints' && typeof value === 'object',
    )
    .sort(([a], [b]) => a.localeCompare(b)) as [string, Record<string, unknown>][];
  const operations = core.defaultOperations as Record<
    string,
    { transport: 'envelope' | 'put-envelope'; id: string } | { transport: 'path'; path: string }
  >;
  const lines = [
    `<!-- Generated by docs/scripts/generate.ts from the endpoint tables of @vitrine/core. -->`,
    '',
    `${Object.keys(operations).length} calls in ${tables.length} tables.`,
    '',
  ];
  let count = 0;
  const listed = new Set<string>();
  for (const [table, endpoints] of tables) {
    lines.push(`### \`${table}\``, '', '| Call | Input | Sent as |', '| --- | --- | --- |');
    for (const call of Object.keys(endpoints)) {
      const operation = operations[call];
      if (!operation) continue;
      const [area, method] = call.split('.');
      const sent =
        operation.transport === 'path'
          ? `POST \`${operation.path}\`, the input as the body`
          : `${operation.transport === 'put-envelope' ? 'PUT' : 'POST'} \`/api\`, operation \`${operation.id}\``;
      lines.push(
        `| \`client.${area}.${method}\` | ${inputKinds[builders.get(call) ?? ''] ?? '—'} | ${sent} |`,
      );
      listed.add(call);
      count++;
    }
    lines.push('');
  }
  const missing = Object.keys(operations).filter((call) => !listed.has(call));
  if (missing.length > 0) throw new Error(`calls in no exported endpoint table: ${missing.join(', ')}`);
  const out = join(docs, '.generated');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'operations-map.md'), `${lines.join('\n')}\n`);
  return count;
}

/**
 * The public entries of each package, as TypeDoc entry points with the name a user imports them by. A pattern
 * (ui's `./*`, the folder entries `@vitrine/ui/CartPreview`…) is left out: its names are its package root's.
 */
export function publicEntries(): { name: string; file: string }[] {
  const entries: { name: string; file: string }[] = [];
  for (const pkg of ['core', 'hooks', 'ui', 'sandbox']) {
    const manifest = JSON.parse(readFileSync(join(repo, 'packages', pkg, 'package.json'), 'utf8')) as {
      name: string;
      exports: Record<string, unknown>;
    };
    for (const [entry, target] of Object.entries(manifest.exports)) {
      const source = (target as Record<string, unknown> | string)?.['@vitrine/source' as never] as unknown;
      if (typeof source !== 'string' || !/\.tsx?$/.test(source) || entry.includes('*')) continue;
      entries.push({
        name: entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`,
        file: join(repo, 'packages', pkg, source),
      });
    }
  }
  return entries;
}

/**
 * What the API reference is made from: every source file of the four packages (tests aside) with its size and
 * modification time, the package manifests, and this generator. The same stamp means the same pages.
 */
function apiStamp(): string {
  const parts: string[] = [];
  for (const pkg of ['core', 'hooks', 'ui', 'sandbox']) {
    const files = [
      join(repo, 'packages', pkg, 'package.json'),
      ...readdirSync(join(repo, 'packages', pkg, 'src'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name)),
    ];
    for (const file of files.sort()) {
      const { size, mtimeMs } = statSync(file);
      parts.push(`${relative(repo, file)} ${size} ${Math.round(mtimeMs)}`);
    }
  }
  const generator = statSync(fileURLToPath(import.meta.url));
  parts.push(`generator ${generator.size} ${Math.round(generator.mtimeMs)}`);
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

async function writeApi(): Promise<number | 'unchanged'> {
  const out = join(docs, 'api');
  const stampFile = join(out, '.stamp');
  const stamp = apiStamp();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return 'unchanged';
  const { Application, Converter, ReflectionKind } = await import('typedoc');
  rmSync(out, { recursive: true, force: true });
  const entries = publicEntries();
  const app = await Application.bootstrapWithPlugins({
    entryPoints: entries.map((e) => e.file),
    tsconfig: join(docs, 'scripts/tsconfig.api.json'),
    plugin: ['typedoc-plugin-markdown'],
    out,
    name: 'API reference',
    readme: 'none',
    skipErrorChecking: true,
    excludePrivate: true,
    excludeInternal: true,
    excludeExternals: true,
    githubPages: false,
    disableSources: true,
    entryFileName: 'index.md',
    hidePageHeader: true,
    hideBreadcrumbs: true,
    useCodeBlocks: false,
    // Inferred types (endpoint tables, machines, zod schemas) stop expanding after a few levels.
    maxTypeConversionDepth: 3,
    parametersFormat: 'table',
    interfacePropertiesFormat: 'table',
    classPropertiesFormat: 'table',
    typeDeclarationFormat: 'table',
    outputFileStrategy: 'modules',
    logLevel: 'Error',
    validation: {
      notExported: false,
      invalidLink: false,
      rewrittenLink: false,
      unusedMergeModuleWith: false,
    },
  } as Parameters<typeof Application.bootstrapWithPlugins>[0]);
  // A module is named by the import path a user writes (`@vitrine/core/schemas`), not by its file.
  const nameOf = new Map(entries.map((e) => [e.file, e.name]));
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const file = symbol?.declarations?.[0]?.getSourceFile().fileName;
    const name = file ? nameOf.get(resolve(file)) : undefined;
    if (name) reflection.name = name;
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the packages');
  await app.generateOutputs(project);
  escapeGeneratedPages(out);
  writeFileSync(stampFile, stamp);
  return entries.length;
}

/**
 * Rewrites what VitePress would misread in TypeDoc's Markdown, outside code: Vue's `{{ }}` interpolation, and
 * plain-http addresses that linkify would turn into links.
 */
function escapeGeneratedPages(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    const fixed = text
      .split(/(^```[\s\S]*?^```|`[^`\n]*`)/m)
      .map((part, index) =>
        index % 2 === 1
          ? part
          : part
              .replaceAll('{{', '&#123;&#123;')
              // A plain-http address in a doc comment (a local sandbox) stays text, not a link.
              .replace(/(?<![`\w])(http:\/\/[^\s'"<>)|`]+)/g, '`$1`'),
      )
      .join('');
    if (fixed !== text) writeFileSync(path, fixed);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const time = async <T>(label: string, run: () => Promise<T> | T): Promise<T> => {
    const started = Date.now();
    const result = await run();
    console.info(`generate: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  };
  const widgets = await time('widget pages', writeWidgets);
  console.info(`  ${widgets} widgets → ${relative(repo, join(docs, 'widgets'))}/`);
  const readmes = await time('package and example pages', writeReadmePages);
  console.info(`  ${readmes} READMEs → docs/packages/, docs/examples/`);
  const calls = await time('operations map', writeOperationsMap);
  console.info(`  ${calls} calls → docs/.generated/operations-map.md`);
  for (const folder of ['widgets', 'packages', 'examples']) escapeGeneratedPages(join(docs, folder));
  if (!process.argv.includes('--no-api')) {
    const modules = await time('API reference (TypeDoc)', writeApi);
    console.info(
      modules === 'unchanged' ? '  sources unchanged: docs/api/ kept' : `  ${modules} entries → docs/api/`,
    );
  }
}
