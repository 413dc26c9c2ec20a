import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import * as ui from '../../index';
import type { ElementDefinition } from '../ElementDefinition';
import { definitionModules } from './definitionModules';
import { DeliveryTrackingElement, scriptUrlFromTemplate } from './deliveryTrackingAdapter';
import { vitrineElementDefinitions } from './index';

// Whether each attribute's `prop` is a prop of its widget (and takes the attribute's type) is checked at compile
// time: every definition goes through `defineLazyElement` (or `defineProductElement`), where a prop its loaded
// widget lacks is a type error.

/** Widgets an element reaches through a small adapter of this folder (an attribute cannot carry a function). */
const adapters = new Map<unknown, string>([[DeliveryTrackingElement, 'DeliveryTracking']]);

/** Attributes every HTML element already has: an element must not give them another meaning. */
const globalAttributes = new Set([
  'accesskey',
  'autocapitalize',
  'autofocus',
  'class',
  'contenteditable',
  'dir',
  'draggable',
  'enterkeyhint',
  'exportparts',
  'hidden',
  'id',
  'inert',
  'inputmode',
  'is',
  'itemid',
  'itemprop',
  'itemref',
  'itemscope',
  'itemtype',
  'lang',
  'nonce',
  'part',
  'popover',
  'role',
  'slot',
  'spellcheck',
  'style',
  'tabindex',
  'title',
  'translate',
  'writingsuggestions',
  // The element runtime's own: opts an element into a shadow root.
  'shadow',
]);

/** Names the HTML standard reserves although they contain a hyphen. */
const reservedNames = new Set([
  'annotation-xml',
  'color-profile',
  'font-face',
  'font-face-src',
  'font-face-uri',
  'font-face-format',
  'font-face-name',
  'missing-glyph',
]);

const kebabCase = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const customElementName = /^[a-z][-._0-9a-z]*-[-._0-9a-z]*$/;

type Loader = () => Promise<ComponentType<unknown>>;

async function widgetOf(definition: ElementDefinition): Promise<unknown> {
  return definition.lazy ? await (definition.component as Loader)() : definition.component;
}

/** The name `packages/ui/src/index.ts` exports a widget under (an adapter counts as its widget). */
function exportNameOf(component: unknown): string | undefined {
  const adapted = adapters.get(component);
  if (adapted) return adapted;
  return Object.entries(ui).find(([, value]) => value === component)?.[0];
}

/** The kit's sources: `packages/ui/src`. */
const uiSrc = join(import.meta.dirname, '../..');

/**
 * The values (not types) `packages/ui/src/index.ts` exports, each with its module (`./CartPreview/CartPreviewSheet`),
 * read from the text of the folder entries it re-exports (`export * from './CartPreview'`).
 */
function indexValueExports(): { name: string; from: string }[] {
  const index = readFileSync(join(uiSrc, 'index.ts'), 'utf8');
  const values: { name: string; from: string }[] = [];
  for (const [, folder = ''] of index.matchAll(/^export \* from '\.\/(.+)';$/gm)) {
    const entry = readFileSync(join(uiSrc, folder, 'index.ts'), 'utf8');
    for (const [, list, from = ''] of entry.matchAll(/^export \{([^}]*)\} from '\.\/([^']+)';/gm)) {
      for (const item of (list ?? '').split(',')) {
        const name = item.trim();
        if (name && !name.startsWith('type ')) values.push({ name, from: `./${folder}/${from}` });
      }
    }
  }
  return values;
}

/** A component: a function, or an object React renders (`memo`, `forwardRef`). */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** The values the kit exports, by name. */
const uiExports: ReadonlyMap<string, unknown> = new Map(Object.entries(ui));

/** The PascalCase members of the kit's exports (`CartPreview.Title`, `ProductDetail.Name`), by value. */
const membersOfExports = new Set(
  [...uiExports].flatMap(([name, value]) =>
    /^[A-Z]/.test(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null))
      ? Object.entries(value)
          .filter(([key]) => /^[A-Z]/.test(key))
          .map(([, member]) => member as unknown)
      : [],
  ),
);

/** Whether a module of the kit (`./CartPreview/CartPreviewSheet`) is one a module of its folder loads on demand. */
function loadedOnDemand(from: string): boolean {
  const folder = join(uiSrc, dirname(from));
  return readdirSync(folder).some(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      readFileSync(join(folder, file), 'utf8').includes(`import('./${basename(from)}')`),
  );
}

/**
 * Why an export of the kit (`name`, from the module `from`) needs no element of its own, or undefined for a
 * ready-made widget, which needs one: not a component (a grouping such as `CartPreviewParts`, or a compound
 * without a component of its own, `ProductDetail`); a compound's part (a member of another export:
 * `CartPreview.Title`, `ProductDetail.Name`); a part loaded on demand (the module of the cart sheet's body, a
 * dialog's box or the gallery's zoom view); or a foundation piece other widgets build on (`src/foundation/`, where
 * an element may still render one: `AlertRegion`).
 */
function noElementNeeded(name: string, from: string): string | undefined {
  const value = uiExports.get(name);
  if (!isComponent(value)) return 'not a component';
  if (membersOfExports.has(value)) return 'a part of a compound';
  if (loadedOnDemand(from)) return 'a part loaded on demand';
  if (from.startsWith('./foundation/')) return 'a foundation piece';
  return undefined;
}

/** The modules a file imports for their values (`import type` aside), as written. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import (type )?[^;]*? from '([^']+)';$/gm)]
    .filter(([, type]) => !type)
    .map(([, , from = '']) => from);
}

/** A PascalCase name (a component or a parts object), not a constant (`UPPER_CASE`) nor a function or hook. */
function isComponentName(name: string): boolean {
  return /^[A-Z][A-Za-z0-9]*$/.test(name) && name !== name.toUpperCase();
}

const byTag = new Map(vitrineElementDefinitions.map((definition) => [definition.tag, definition]));

describe('element definitions', () => {
  it('gives every element a unique, valid custom-element tag in kebab-case', () => {
    const tags = vitrineElementDefinitions.map((definition) => definition.tag);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) {
      expect(tag, tag).toMatch(customElementName);
      expect(tag, tag).toMatch(kebabCase);
      expect(tag.startsWith('vitrine-'), tag).toBe(true);
      expect(reservedNames.has(tag), tag).toBe(false);
    }
  });

  it('accepts every tag in the browser’s custom-element registry', () => {
    // A frame's own registry: other test files of this worker may have defined the kit's tags in the page's.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const frameWindow = frame.contentWindow as (Window & typeof globalThis) | null;
    if (!frameWindow) throw new Error('no frame window');
    for (const { tag } of vitrineElementDefinitions) {
      const element = class extends frameWindow.HTMLElement {};
      expect(() => frameWindow.customElements.define(tag, element), tag).not.toThrow();
      expect(frameWindow.document.createElement(tag)).toBeInstanceOf(element);
    }
    frame.remove();
  });

  it('names every attribute in kebab-case, outside the global attributes, each setting a different prop', () => {
    for (const { tag, attributes } of vitrineElementDefinitions) {
      const props = Object.values(attributes).map((spec) => spec.prop);
      expect(new Set(props).size, tag).toBe(props.length);
      for (const [name, spec] of Object.entries(attributes)) {
        expect(name, `${tag} ${name}`).toMatch(kebabCase);
        expect(globalAttributes.has(name), `${tag} ${name}`).toBe(false);
        expect(name, `${tag} ${name}`).not.toMatch(/^(data-|aria-|on[a-z]+$)/);
        expect(['string', 'boolean', 'number', 'json'], `${tag} ${name}`).toContain(spec.type);
        expect(spec.prop, `${tag} ${name}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(spec.description.trim(), `${tag} ${name}`).not.toBe('');
        expect(spec.description, `${tag} ${name}`).not.toMatch(/\n/);
      }
    }
  });

  it('gives every element a one-line description and `css-class` for its root’s class names', () => {
    for (const { tag, description, attributes } of vitrineElementDefinitions) {
      expect(description.trim(), tag).not.toBe('');
      expect(description, tag).not.toMatch(/\n/);
      expect(attributes['css-class'], tag).toMatchObject({ prop: 'className', type: 'string' });
      expect(
        Object.values(attributes).some(
          (spec) => spec.prop === 'className' && spec !== attributes['css-class'],
        ),
      ).toBe(false);
    }
  });

  // Which widgets show one product is checked at compile time: exactly the widgets taking `product` are defined
  // with `defineProductElement` (defineElement.test.ts).
  it('lets the widgets showing one product take `product-url`, resolved by the runtime, and no other', () => {
    const withSource = vitrineElementDefinitions.filter((definition) => definition.defaults?.productSource);
    expect(withSource.length).toBeGreaterThan(5);
    expect(withSource.map((definition) => definition.tag)).toContain('vitrine-product-detail');
    for (const { tag, attributes, defaults } of vitrineElementDefinitions) {
      const urls = Object.entries(attributes).filter(([, spec]) =>
        ['productUrl', 'product'].includes(spec.prop),
      );
      if (defaults?.productSource === true)
        expect(urls, tag).toEqual([
          ['product-url', expect.objectContaining({ prop: 'productUrl', type: 'string' })],
        ]);
      else expect(urls, tag).toEqual([]);
    }
  });

  it('loads every widget on demand: each loader resolves to a function component of the kit', async () => {
    for (const definition of vitrineElementDefinitions) {
      expect(definition.lazy, definition.tag).toBe(true);
      expect(typeof definition.component, definition.tag).toBe('function');
      const widget = await widgetOf(definition);
      expect(typeof widget, definition.tag).toBe('function');
      expect(exportNameOf(widget), definition.tag).toBeDefined();
    }
  });

  it('keeps each definition file to its tag, attributes and loader: no widget module is imported statically', async () => {
    const dir = import.meta.dirname;
    const modules = await definitionModules();
    const definitionFiles = new Set(modules.map(({ module }) => `./${module}`));
    expect(modules).toHaveLength(vitrineElementDefinitions.length);
    for (const { module } of modules) {
      const text = readFileSync(join(dir, `${module}.ts`), 'utf8');
      expect(text, module).toMatch(/define(Lazy|Product)Element\(\s*\(\) => import\('[^']+'\)/);
      // For values, a definition reaches only helpers of this folder that reach nothing else (`./defineElement`,
      // `./shelfAttributes`): its widget, and any other element's definition, load with `import()`.
      const reached = new Set<string>();
      const pending = valueImports(join(dir, `${module}.ts`));
      for (let from = pending.pop(); from !== undefined; from = pending.pop()) {
        expect(from, module).toMatch(/^\.\/\w+$/);
        expect(definitionFiles.has(from), `${module} imports ${from}`).toBe(false);
        if (reached.has(from)) continue;
        reached.add(from);
        pending.push(...valueImports(join(dir, `${from}.ts`)));
      }
      expect(reached.has('./defineElement'), module).toBe(true);
    }
  });

  it('has an element for every ready-made widget the index exports, and one element per widget', async () => {
    const exported = indexValueExports();
    expect(exported.length).toBeGreaterThan(100);
    const covered = await Promise.all(
      vitrineElementDefinitions.map(async (definition) => exportNameOf(await widgetOf(definition))),
    );
    expect(new Set(covered).size).toBe(covered.length);
    const widgets = exported
      .filter(({ name, from }) => isComponentName(name) && noElementNeeded(name, from) === undefined)
      .map(({ name }) => name);
    expect(widgets.length).toBeGreaterThan(50);
    expect(widgets.filter((name) => !covered.includes(name))).toEqual([]);
    // A compound without a component of its own (`ProductDetail`, not a grouping of parts such as
    // `CartPreviewParts`) has an element rendering its ready-made member (`ProductDetail.BuyBox`).
    const compounds = exported.filter(
      ({ name }) => isComponentName(name) && !name.endsWith('Parts') && !isComponent(uiExports.get(name)),
    );
    expect(compounds.length).toBeGreaterThan(0);
    for (const { name } of compounds) {
      const members = Object.values(uiExports.get(name) as object) as unknown[];
      const names = members.map(exportNameOf);
      expect(
        names.some((member) => member !== undefined && covered.includes(member)),
        name,
      ).toBe(true);
    }
  });

  it('tells a ready-made widget from what needs no element: parts, parts loaded on demand, foundation pieces', () => {
    const modules = new Map(indexValueExports().map(({ name, from }) => [name, from]));
    const reason = (name: string) => noElementNeeded(name, modules.get(name) ?? '');
    expect(reason('CartPreview')).toBeUndefined();
    expect(reason('FaqLink')).toBeUndefined();
    expect(reason('MostSoldShelf')).toBeUndefined();
    expect(reason('CartPreviewParts')).toBe('not a component');
    expect(reason('ProductDetail')).toBe('not a component');
    expect(reason('CartPreviewTitle')).toBe('a part of a compound');
    expect(reason('ProductDetailName')).toBe('a part of a compound');
    expect(reason('CartPreviewLines')).toBe('a part loaded on demand');
    expect(reason('QuoteDialogForm')).toBe('a part loaded on demand');
    expect(reason('Price')).toBe('a foundation piece');
    expect(reason('AlertRegion')).toBe('a foundation piece');
  });

  it('names the buy box `vitrine-product-detail` and the shelves after their widgets', async () => {
    expect(exportNameOf(await widgetOf(byTag.get('vitrine-product-detail') as ElementDefinition))).toBe(
      'ProductDetailBuyBox',
    );
    expect(exportNameOf(await widgetOf(byTag.get('vitrine-most-sold-shelf') as ElementDefinition))).toBe(
      'MostSoldShelf',
    );
    expect(exportNameOf(await widgetOf(byTag.get('vitrine-b2b') as ElementDefinition))).toBe('B2b');
  });
});

describe('DeliveryTracking’s element adapter', () => {
  const template = '/test-assets/delivery-tracking.js?token={token}';
  const trackingScripts = () =>
    Array.from(document.querySelectorAll('script')).filter((script) =>
      (script.getAttribute('src') ?? '').startsWith('/test-assets/delivery-tracking.js'),
    );

  afterEach(() => {
    for (const script of trackingScripts()) script.remove();
  });

  it('fills `{token}` with the store’s token, URL-encoded', () => {
    expect(scriptUrlFromTemplate(template, 'a b&c')).toBe(
      '/test-assets/delivery-tracking.js?token=a%20b%26c',
    );
    expect(scriptUrlFromTemplate('/x.js', 'abc')).toBe('/x.js');
  });

  it('given a template, renders the provider’s container and adds its script with the store’s token', async () => {
    const { container } = renderWithStorefront(
      createElement(DeliveryTrackingElement, {
        scriptUrlTemplate: template,
        label: 'Rastreio',
        className: 'rastreio',
      }),
    );
    const region = await screen.findByRole('region', { name: 'Rastreio' });
    expect(region.className).toContain('rastreio');
    const token = region.getAttribute('data-token') ?? '';
    expect(token).not.toBe('');
    await waitFor(() => expect(trackingScripts()).toHaveLength(1));
    expect(trackingScripts()[0]?.getAttribute('src')).toBe(scriptUrlFromTemplate(template, token));
    await expectNoAxeViolations(container);
  });

  it('given the widget’s own `scriptUrl` (set from a script), uses it over the template', async () => {
    renderWithStorefront(
      createElement(DeliveryTrackingElement, {
        scriptUrlTemplate: '/test-assets/other.js?t={token}',
        scriptUrl: (token: string) => `/test-assets/delivery-tracking.js?own=${token}`,
      }),
    );
    const region = await screen.findByRole('region', { name: 'Rastreamento de entrega' });
    await waitFor(() => expect(trackingScripts()).toHaveLength(1));
    expect(trackingScripts()[0]?.getAttribute('src')).toBe(
      `/test-assets/delivery-tracking.js?own=${region.getAttribute('data-token')}`,
    );
  });

  it('without a template, renders nothing, on the server too', () => {
    expect(renderToString(createElement(DeliveryTrackingElement, { config: { token: 'abc' } }))).toBe('');
    const { container } = renderWithStorefront(createElement(DeliveryTrackingElement));
    expect(container.innerHTML).toBe('');
  });
});
