import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ElementDefinition } from '../ElementDefinition';
import { attributesDocument, attributeTableMarkdown } from './attributeTable';
import { cartCountElement } from './cartCount';
import { deferredVitrineElementDefinitions } from './deferred';
import { definitionModules } from './definitionModules';
import { deferredDefinitionsSource, definitionsIndexSource } from './generatedSources';
import { vitrineElementDefinitions } from './index';

const Widget = () => null;

const definitions: readonly ElementDefinition[] = [
  {
    tag: 'vitrine-sample',
    component: Widget,
    description: 'A sample | with a pipe.',
    attributes: {
      'title-text': { prop: 'title', type: 'string', description: "The heading; 'Amostra' when absent" },
      'show-names': { prop: 'showNames', type: 'boolean', description: 'Shows the names\nunder the logos' },
    },
  },
  {
    tag: 'vitrine-heavy',
    component: async () => Widget,
    lazy: true,
    defaults: { productSource: true },
    description: 'A heavy one.',
    attributes: {},
  },
];

describe('attributeTableMarkdown', () => {
  it('writes one section per element, in order, with its attributes’ name, type, prop and description', () => {
    expect(attributeTableMarkdown(definitions)).toBe(
      [
        '## `<vitrine-sample>`',
        '',
        'A sample \\| with a pipe.',
        '',
        '| Attribute | Type | Prop | Description |',
        '| --- | --- | --- | --- |',
        "| `title-text` | `string` | `title` | The heading; 'Amostra' when absent |",
        '| `show-names` | `boolean` | `showNames` | Shows the names under the logos |',
        '',
        '## `<vitrine-heavy>`',
        '',
        'A heavy one.',
        '',
        'Loaded on demand, when the first element connects. Shows one product: `product-url`, else the page\'s `<script type="application/json" data-vitrine-product>`.',
        '',
        'No attributes.',
        '',
      ].join('\n'),
    );
  });

  it('writes nothing but a line end for no element', () => {
    expect(attributeTableMarkdown([])).toBe('\n');
  });
});

describe('elements/ATTRIBUTES.md', () => {
  const file = readFileSync(join(import.meta.dirname, '../ATTRIBUTES.md'), 'utf8');

  it('is exactly what the generator writes for the definitions (regenerate it after changing one)', () => {
    expect(file).toBe(attributesDocument(vitrineElementDefinitions));
  });

  it('has a section for every element and a row for every attribute', () => {
    for (const { tag, attributes } of vitrineElementDefinitions) {
      expect(file).toContain(`## \`<${tag}>\``);
      for (const [name, spec] of Object.entries(attributes)) {
        expect(file).toContain(`| \`${name}\` | \`${spec.type}\` | \`${spec.prop}\` |`);
      }
    }
  });

  it('holds no script or HTML markup outside code spans', () => {
    const outsideCode = file.replace(/`[^`\n]*`/g, '');
    expect(outsideCode).not.toMatch(/<\/?[a-z][^>]*>/i);
  });
});

describe('definitions/index.ts', () => {
  it('is exactly what the generator writes for the definition modules (regenerate it after adding one)', async () => {
    const file = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8');
    expect(file).toBe(definitionsIndexSource(await definitionModules()));
  });

  it('lists the element of every definition module of this folder, in the modules’ order', async () => {
    const modules = await definitionModules();
    expect(modules.length).toBeGreaterThan(50);
    expect(vitrineElementDefinitions).toHaveLength(modules.length);
    modules.forEach(({ definition, module }, index) => {
      expect(vitrineElementDefinitions[index], module).toBe(definition);
    });
    expect(modules.find(({ module }) => module === 'cartCount')?.definition).toBe(cartCountElement);
  });
});

describe('definitions/deferred.ts', () => {
  it('is exactly what the generator writes for the definitions (regenerate it after changing one)', async () => {
    const file = readFileSync(join(import.meta.dirname, 'deferred.ts'), 'utf8');
    expect(file).toBe(deferredDefinitionsSource(await definitionModules()));
  });

  it('defers every element by its tag, and loads its whole definition', async () => {
    expect(deferredVitrineElementDefinitions.map((deferred) => deferred.tag)).toEqual(
      vitrineElementDefinitions.map((definition) => definition.tag),
    );
    const cartCount = deferredVitrineElementDefinitions.find(({ tag }) => tag === 'vitrine-cart-count');
    expect(await cartCount?.load()).toBe(cartCountElement);
  });
});
