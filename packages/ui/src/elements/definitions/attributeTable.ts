import type { ElementDefinition } from '../ElementDefinition';

/** A table cell's text: one line, its pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
}

/** One element's section: its tag, description, how it loads and its attribute table. */
function elementSection(definition: ElementDefinition): string {
  const lines = [`## \`<${definition.tag}>\``, '', cell(definition.description), ''];
  const notes: string[] = [];
  if (definition.lazy) notes.push('Loaded on demand, when the first element connects.');
  if (definition.defaults?.productSource === true) {
    notes.push(
      'Shows one product: `product-url`, else the page\'s `<script type="application/json" data-vitrine-product>`.',
    );
  }
  if (notes.length > 0) lines.push(notes.join(' '), '');
  const attributes = Object.entries(definition.attributes);
  if (attributes.length === 0) {
    lines.push('No attributes.');
  } else {
    lines.push('| Attribute | Type | Prop | Description |', '| --- | --- | --- | --- |');
    for (const [name, spec] of attributes) {
      lines.push(`| \`${name}\` | \`${spec.type}\` | \`${spec.prop}\` | ${cell(spec.description)} |`);
    }
  }
  return lines.join('\n');
}

/**
 * The Markdown attribute tables of custom elements, one section per element in the given order: each attribute's
 * kebab-case name, type (`boolean`: present or "true" is true, "false" is false; `json`: a JSON value), the widget
 * prop it sets and its description.
 */
export function attributeTableMarkdown(definitions: readonly ElementDefinition[]): string {
  return `${definitions.map(elementSection).join('\n\n')}\n`;
}

/** The whole `elements/ATTRIBUTES.md`: a heading, how attributes work, then every element's table. */
export function attributesDocument(definitions: readonly ElementDefinition[]): string {
  return [
    '# Custom elements: attributes',
    '',
    'Generated from the element definitions (`definitions/`) by `attributesDocument()`; a test fails when this',
    'file and the definitions differ, so edit the definitions and write the file again.',
    '',
    'Attribute types: `string` as written; `number` parsed as a number; `boolean` true when present (or "true"),',
    'false when "false"; `json` a JSON value. Every element also takes `css-class`, extra class names on the',
    "widget's root. Texts left out keep the widget's pt-BR defaults (and the provider's `messages.ui`).",
    '',
    attributeTableMarkdown(definitions),
  ].join('\n');
}
