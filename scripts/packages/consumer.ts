/**
 * The files of the consumer project `check-packages.ts` installs the packed libraries into: plain JavaScript
 * and TypeScript a user would write, run by Node (import and require), by TypeScript and by esbuild.
 */

/** Versions an app installs beside the libraries: in our ranges, and already in the lockfile. */
export const appDependencies: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  xstate: '5.33.3',
  '@xstate/react': '6.1.0',
  swr: '2.5.1',
  zod: '4.6.7',
  // What the test helpers (`@vitrine/hooks/testing`) and the server sanitizer (`@vitrine/core/server`) need.
  msw: '2.15.0',
  jsdom: '29.0.1',
  '@testing-library/dom': '10.4.2',
  '@testing-library/react': '16.3.3',
  '@testing-library/user-event': '14.6.13',
  // A user testing their components runs Vitest, which `@vitrine/hooks/testing/setup` is for.
  vitest: '4.1.12',
  'axe-core': '4.14.1',
  '@testing-library/jest-dom': '6.9.1',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  '@types/node': '20.19.43',
  // The UI kit guide's vite.config.ts.
  '@vitejs/plugin-react': '6.3.0',
};

/** Two of ui's folder entries (`@vitrine/ui/<folder>`, package.json's `./*`), with one export each. */
export const uiFolderEntries: ReadonlyArray<readonly [string, string]> = [
  ['@vitrine/ui/CartPreview', 'CartPreview'],
  ['@vitrine/ui/foundation/Price', 'Price'],
];

/**
 * Every runtime entry of the four libraries, with one export it must have. `@vitrine/hooks/testing` and
 * `./testing/setup` run inside Vitest: `testingSource` runs them there.
 */
export const runtimeEntries: ReadonlyArray<readonly [string, string]> = [
  ['@vitrine/core', 'isValidCpf'],
  ['@vitrine/core/schemas', 'companySchema'],
  ['@vitrine/core/analytics', 'viewItemEvent'],
  ['@vitrine/core/server', 'installServerHtmlSanitizer'],
  ['@vitrine/hooks', 'useCompany'],
  ['@vitrine/ui', 'StoreData'],
  ['@vitrine/ui/elements', 'defineVitrineElements'],
  ...uiFolderEntries,
  ['@vitrine/sandbox', 'sandboxHandlers'],
  ['@vitrine/sandbox/server', 'startSandboxServer'],
];

/**
 * The runtime check, loading every module with `load` (`import()` or `require()`): each entry has its export, and
 * ui's folder entries give `@vitrine/ui`'s own values;
 * then, in a jsdom page, a component calling `useCompany` and ui's `StoreData` render the sandbox store's data
 * fetched over HTTP from a real sandbox server. Prints `OK <what>` lines, throws on the first mismatch.
 */
export function runtimeScript(kind: 'import' | 'require'): string {
  const load = kind === 'import' ? 'async (name) => import(name)' : 'async (name) => require(name)';
  return `'use strict';
const load = ${load};
const assert = (ok, message) => { if (!ok) throw new Error(message); };

async function main() {
  const entries = ${JSON.stringify(runtimeEntries)};
  const { JSDOM } = await load('jsdom');
  // The globals React DOM and SWR read when they load: set before any of them is loaded.
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { url: 'http://localhost/' });
  for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Element', 'Node', 'Event', 'MutationObserver',
    'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame']) {
    Object.defineProperty(globalThis, key, { value: key === 'window' ? dom.window : dom.window[key], configurable: true, writable: true });
  }
  for (const [name, exported] of entries) {
    const mod = await load(name);
    assert(mod[exported] !== undefined, name + ' has no export ' + exported);
    console.log('OK ${kind} ' + name + ' (' + exported + ')');
  }
  const kit = await load('@vitrine/ui');
  for (const [name, exported] of ${JSON.stringify(uiFolderEntries)}) {
    assert((await load(name))[exported] === kit[exported], name + ': ' + exported + " is not @vitrine/ui's");
    console.log('OK ${kind} ' + name + ': ' + exported + " is @vitrine/ui's");
  }
  const React = await load('react');
  const { createRoot } = await load('react-dom/client');
  const { createStoreClient } = await load('@vitrine/core');
  const { StorefrontProvider, useCompany } = await load('@vitrine/hooks');
  const { StoreData } = await load('@vitrine/ui');
  const { startSandboxServer, createSandboxStore } = await load('@vitrine/sandbox/server');
  const server = await startSandboxServer({ port: 0, store: createSandboxStore() });
  try {
    const client = createStoreClient({ baseUrl: server.url });
    const h = React.createElement;
    function CompanyName() {
      const company = useCompany();
      if (company.error) return h('p', { id: 'company' }, 'erro: ' + company.error.message);
      return h('p', { id: 'company' }, company.data ? company.data.nameStore : 'carregando');
    }
    const container = document.getElementById('root');
    const root = createRoot(container);
    root.render(h(StorefrontProvider, { client }, h(CompanyName), h(StoreData)));
    const deadline = Date.now() + 10000;
    const storeDataReady = () => (container.querySelector('.vt-store-data') || { textContent: '' }).textContent.includes('Vitrine Comércio Eletrônico Ltda.');
    while (Date.now() < deadline && !(document.getElementById('company')?.textContent === 'Loja Vitrine' && storeDataReady())) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const shown = document.getElementById('company')?.textContent;
    assert(shown === 'Loja Vitrine', 'useCompany rendered ' + JSON.stringify(shown) + ', expected "Loja Vitrine"');
    console.log('OK ${kind}: useCompany rendered "Loja Vitrine" from the sandbox server');
    assert(storeDataReady(), 'StoreData rendered ' + JSON.stringify(container.querySelector('.vt-store-data')?.textContent));
    console.log('OK ${kind}: StoreData rendered the store data ("Vitrine Comércio Eletrônico Ltda.")');
    root.unmount();
  } finally {
    await server.close();
    dom.window.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => { console.error(error); process.exit(1); },
);
`;
}

/**
 * The server-rendering check, in plain Node (no DOM): data loaded from the sandbox the way a server loader does,
 * handed to the provider as SWR fallback, then `renderToString`. Any console warning or error fails it.
 */
export const ssrScript = `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createStoreClient, storeKeys } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { Breadcrumbs, CartCount, Logo, Price, SearchBox, StoreData } from '@vitrine/ui';
import { createSandboxStore, startSandboxServer } from '@vitrine/sandbox/server';

const printed = [];
for (const level of ['warn', 'error']) {
  const original = console[level];
  console[level] = (...args) => { printed.push(level + ': ' + args.join(' ')); original(...args); };
}
process.on('warning', (warning) => printed.push('process warning: ' + warning.message));
const assert = (ok, message) => { if (!ok) throw new Error(message); };
for (const global of ['window', 'document', 'navigator', 'localStorage']) assert(!(global in globalThis) || global === 'navigator', global + ' exists in plain Node');

const server = await startSandboxServer({ port: 0, store: createSandboxStore() });
try {
  const client = createStoreClient({ baseUrl: server.url });
  const company = await client.content.company();
  const categories = await client.catalogue.categories();
  const first = categories.find((category) => (category.childMenu ?? []).length > 0) ?? categories[0];
  const html = renderToString(
    h(StorefrontProvider, { client, fallback: [[storeKeys.company(), company], [storeKeys.categories(), categories]] },
      h(Logo),
      h(SearchBox),
      h(CartCount),
      h(Breadcrumbs, { page: { kind: 'category', level: first.level } }),
      h(Price, { price: 199.9, pricePromotion: 149.9 }),
      h(StoreData),
    ),
  );
  const expect = (text, what) => { assert(html.includes(text), what + ': ' + JSON.stringify(text) + ' not in the markup'); console.log('OK ssr: ' + what + ' ' + JSON.stringify(text)); };
  expect('Loja Vitrine', 'Logo and StoreData show the store name');
  expect('Vitrine Comércio Eletrônico Ltda.', 'StoreData shows the fantasy name');
  expect('O que você está procurando?', 'SearchBox placeholder');
  expect('aria-label="Carrinho"', 'CartCount before the cart loads');
  expect('Home', 'Breadcrumbs home link');
  expect(first.name, 'Breadcrumbs shows the category from the fallback tree');
  assert(/R\\$[\\s\\u00a0]149,90/.test(html) && /R\\$[\\s\\u00a0]199,90/.test(html), 'Price: R$ 199,90 / R$ 149,90 not in the markup');
  console.log('OK ssr: Price shows R$ 199,90 and R$ 149,90');
  assert(!html.includes('aria-busy="true"'), 'a widget rendered a loading skeleton although its data was in fallback');
  console.log('OK ssr: no skeleton, the fallback data rendered');
} finally {
  await server.close();
}
assert(printed.length === 0, 'printed while rendering: ' + printed.join(' | '));
console.log('OK ssr: nothing printed (no warning, no error)');
`;

/**
 * The module resolution check: the stylesheet and a widget's CSS resolve, a widget's JS behind ./css does not; every
 * folder entry of ui (each `dist/<folder>/index.d.ts`) resolves to its module, by import and require; the elements'
 * own modules are not exported.
 */
export const resolveScript = `import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const assert = (ok, message) => { if (!ok) throw new Error(message); };
const viaImport = fileURLToPath(import.meta.resolve('@vitrine/ui/styles.css'));
const viaRequire = require.resolve('@vitrine/ui/styles.css');
assert(viaImport === viaRequire && existsSync(viaImport), 'styles.css resolves to ' + viaImport + ' / ' + viaRequire);
// Every @import of the stylesheet is in the package too.
const imports = [...readFileSync(viaImport, 'utf8').matchAll(/@import "([^"]+)"/g)].map((match) => match[1]);
const missing = imports.filter((path) => !existsSync(new URL(path, import.meta.resolve('@vitrine/ui/styles.css'))));
assert(imports.length > 10 && missing.length === 0, 'styles.css imports ' + imports.length + ' files, missing: ' + missing.join(', '));
console.log('OK resolve: @vitrine/ui/styles.css (import.meta.resolve and require.resolve), its ' + imports.length + ' @imports present');
assert(existsSync(fileURLToPath(import.meta.resolve('@vitrine/ui/css/CartCount/CartCount.css'))), 'CartCount.css');
console.log('OK resolve: @vitrine/ui/css/CartCount/CartCount.css');
let blocked = false;
try { await import('@vitrine/ui/css/CartCount/CartCount.js'); } catch (error) { blocked = ['ERR_PACKAGE_PATH_NOT_EXPORTED', 'ERR_MODULE_NOT_FOUND'].includes(error.code); }
assert(blocked, '@vitrine/ui/css/ exposes a JavaScript file');
console.log('OK resolve: @vitrine/ui/css/* exposes only CSS files');
const dist = fileURLToPath(new URL('.', import.meta.resolve('@vitrine/ui')));
const folders = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split(sep).join('/'))
  .filter((path) => path.endsWith('/index.d.ts') && !path.startsWith('elements/'))
  .map((path) => path.slice(0, -'/index.d.ts'.length));
assert(folders.includes('CartPreview') && folders.includes('foundation/Price'), 'folder entries: ' + folders.join(', '));
for (const folder of folders) {
  const module = fileURLToPath(import.meta.resolve('@vitrine/ui/' + folder));
  assert(module === join(dist, folder, 'index.js') && existsSync(module), '@vitrine/ui/' + folder + ' resolves to ' + module);
  assert(require.resolve('@vitrine/ui/' + folder) === module, '@vitrine/ui/' + folder + ' is required from ' + require.resolve('@vitrine/ui/' + folder));
}
console.log('OK resolve: the ' + folders.length + ' folder entries (@vitrine/ui/CartPreview…) resolve to their modules');
let hidden = false;
try { import.meta.resolve('@vitrine/ui/elements/definitions'); } catch (error) { hidden = error.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED'; }
assert(hidden, '@vitrine/ui/elements/definitions is exported');
console.log('OK resolve: @vitrine/ui/elements/* is not exported');
`;

/** The TypeScript consumer: exports of every entry, used the way the READMEs show (checked, never run). */
export const typesSource = `import { createActor } from 'xstate';
import { cartMachine, createStoreClient, formatPrice, isValidCpf, loginMachine, storeKeys } from '@vitrine/core';
import { viewItemEvent } from '@vitrine/core/analytics';
import { type Company, companySchema } from '@vitrine/core/schemas';
import { installServerHtmlSanitizer } from '@vitrine/core/server';
import { StorefrontProvider, useCartCount, useCompany, useSession } from '@vitrine/hooks';
import { renderWithStorefront } from '@vitrine/hooks/testing';
import '@vitrine/hooks/testing/setup';
import { CartCount, Price, StoreData } from '@vitrine/ui';
import { CartPreview, type CartPreviewProps } from '@vitrine/ui/CartPreview';
import { cartCountElement, defineVitrineElements } from '@vitrine/ui/elements';
import { type PriceProps, Price as PriceOfItsEntry } from '@vitrine/ui/foundation/Price';
import { createSandboxStore, sandboxHandlers } from '@vitrine/sandbox';
import { startSandboxServer } from '@vitrine/sandbox/server';

const client = createStoreClient({ baseUrl: '' });
// The machines with the app's own xstate: one copy, so createActor accepts them.
const session = createActor(loginMachine, { input: { client } });
const form = session.getSnapshot().children.loginForm;
const cart = createActor(cartMachine, { input: { client } });
const valid: boolean = isValidCpf('529.982.247-25');
const price: string = formatPrice(10);
const key = storeKeys.company();
const parsed: Company = companySchema.parse({});
installServerHtmlSanitizer();
const sink = viewItemEvent;

function Footer() {
  const company = useCompany();
  const { count } = useCartCount();
  const { firstName } = useSession();
  return (
    <footer>
      {company.data?.nameStore}
      {count}
      {firstName}
      <Price price={10} />
      <StoreData />
      <CartCount />
    </footer>
  );
}

export const app = (
  <StorefrontProvider client={client}>
    <Footer />
  </StorefrontProvider>
);
const store = createSandboxStore();
export const handlers = sandboxHandlers(store);
export const started = startSandboxServer({ port: 0, store });
export const rendered = renderWithStorefront(<Footer />);
export const elements = () => defineVitrineElements({ apiUrl: '', definitions: [cartCountElement] });
// A folder entry names the root's own values and types.
const priceProps: PriceProps = { price: 10 };
export const samePrice: typeof Price = PriceOfItsEntry;
const sheetProps: CartPreviewProps = {};
export const sheet = (
  <>
    <PriceOfItsEntry {...priceProps} />
    <CartPreview {...sheetProps} />
  </>
);
export { cart, form, key, parsed, price, sink, valid };

// The setup's jest-dom matchers are typed on vitest's expect.
import { expect } from 'vitest';
export const matcher = () => expect(document.body).toBeInTheDocument();
`;

/**
 * A user's component test, run by Vitest in the consumer project: `@vitrine/hooks/testing/setup` (matchers,
 * cleanup) and `renderWithStorefront` (the sandbox store in-process) as the hooks README shows them.
 */
export const testingSource = `// @vitest-environment jsdom
import '@vitrine/hooks/testing/setup';
import { renderWithStorefront } from '@vitrine/hooks/testing';
import { StoreData } from '@vitrine/ui';
import { expect, it } from 'vitest';

it('renders StoreData with the sandbox store, through the published testing helpers', async () => {
  const { findByText } = renderWithStorefront(<StoreData />);
  expect(await findByText(/Vitrine Comércio Eletrônico Ltda\\./)).toBeInTheDocument();
});
`;

/** A tsconfig for the consumer check, `skipLibCheck: false` so the shipped declarations are checked too. */
export function tsconfig(resolution: 'bundler' | 'nodenext'): string {
  const module = resolution === 'bundler' ? 'esnext' : 'nodenext';
  return `${JSON.stringify(
    {
      compilerOptions: {
        target: 'es2022',
        lib: ['es2023', 'dom', 'dom.iterable'],
        module,
        moduleResolution: resolution,
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        types: ['node'],
      },
      files: ['consumer.tsx'],
    },
    null,
    2,
  )}\n`;
}

/**
 * The strict program of what users copy: every TypeScript file of docs/guides (under `guides/`), every ts/tsx
 * sample of the docs pages and package READMEs (under `doc-samples/`), and `ui-messages.ts`; against the tarballs
 * installed in the consumer project, as a reader's app would compile them (bundler resolution, `vite/client`
 * for the CSS imports, the jest-dom matchers of `@vitrine/hooks/testing/setup`).
 */
export const guidesTsconfig = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'es2022',
      lib: ['es2023', 'dom', 'dom.iterable'],
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noUncheckedIndexedAccess: true,
      verbatimModuleSyntax: true,
      isolatedModules: true,
      esModuleInterop: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['node', 'vite/client', '@testing-library/jest-dom/vitest'],
    },
    include: ['guides', 'doc-samples', 'ui-messages.ts', 'exact-types.ts'],
  },
  null,
  2,
)}\n`;

/**
 * What the published `UiMessages` must hold: a section for each of `sections` (every widget's messages module in
 * the kit's sources), and no room for a misspelt section or text, or a text of the wrong type (each such line
 * must be an error, else `@ts-expect-error` is unused and fails the program).
 */
export function uiMessagesSource(sections: readonly string[]): string {
  return `import type { StorefrontMessagesOverride } from '@vitrine/hooks';
import type { UiMessages } from '@vitrine/ui';

type Expected = ${sections.map((section) => `'${section}'`).join(' | ')};
type Missing = Exclude<Expected, keyof UiMessages>;
/** Compiles only when no section is missing (else the type names the missing ones). */
export const everySection: [Missing] extends [never] ? true : { missing: Missing } = true;

export const fine: StorefrontMessagesOverride = {
  ui: { cartPreview: { title: 'Sacola' }, productCard: {}, price: {} },
};
export const misspeltSection: StorefrontMessagesOverride = {
  // @ts-expect-error a section that does not exist
  ui: { cartPreveiw: { title: 'Sacola' } },
};
export const misspeltText: StorefrontMessagesOverride = {
  // @ts-expect-error a text the section does not have
  ui: { cartPreview: { titel: 'Sacola' } },
};
export const wrongType: StorefrontMessagesOverride = {
  // @ts-expect-error a text of the wrong type
  ui: { cartPreview: { title: 42 } },
};
`;
}

/**
 * The public entity types are exact: a misspelt field is an error (each `@ts-expect-error` must find one), while a
 * product detail is still what the SKU picker takes.
 */
export const exactTypesSource = `import type { Cart, Category, Product, ProductDetail, SkuSelectionProduct } from '@vitrine/core';

declare const detail: ProductDetail;
declare const product: Product;
declare const cart: Cart;
declare const category: Category;
export const picker: SkuSelectionProduct = detail;
export const kit = detail.kitProducts?.[0]?.quantity;
// @ts-expect-error a misspelt field of a product detail
export const detailTypo = detail.nmae;
// @ts-expect-error a misspelt field of a product
export const productTypo = product.prcie;
// @ts-expect-error a misspelt field of a cart
export const cartTypo = cart.itens;
// @ts-expect-error a misspelt field of a category
export const categoryTypo = category.childMenus;
`;

/**
 * Run in the consumer project with the starter's address: the product page of a sandbox product must carry
 * its name and its price (as \`formatPrice(effectivePrice(product))\` writes it), read through the starter's own
 * \`/api\` forwarding. Prints \`OK …\`, throws otherwise.
 */
export const starterPageScript = `import { createStoreClient, effectivePrice, formatPrice } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';

const base = process.argv[2];
const { urlFriendly, name } = sandboxFixtures.withSeal;
const client = createStoreClient({ baseUrl: base });
const product = await client.catalogue.productDetail({ urlFriendly });
const reply = await fetch(new URL('/' + urlFriendly + '/produto/', base));
const html = await reply.text();
const text = html.replaceAll('&nbsp;', '\\u00a0').replaceAll('&#x27;', "'");
const price = formatPrice(effectivePrice(product));
if (reply.status !== 200) throw new Error('the product page answered ' + reply.status);
if (!text.includes('<h1') || !text.includes(name)) throw new Error('the product page does not carry ' + name);
if (!text.includes(price)) throw new Error('the product page does not carry the price ' + price);
console.log('OK ' + urlFriendly + ': "' + name + '" at ' + JSON.stringify(price));
`;
