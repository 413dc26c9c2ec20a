import { describe, expect, it, vi } from 'vitest';
import type { ElementDefinition } from './ElementDefinition';
import { attributeValue, elementProps } from './elementProps';

const definition = {
  tag: 'vitrine-test',
  component: () => null,
  attributes: {
    title: { prop: 'title', type: 'string', description: 'O título.' },
    'show-label': { prop: 'showLabel', type: 'boolean', description: 'Mostra o rótulo.' },
    limit: { prop: 'limit', type: 'number', description: 'Quantos itens.' },
    filters: { prop: 'filters', type: 'json', description: 'Os filtros.' },
  },
  defaults: { mode: 'header', limit: 4 },
  description: 'Um elemento de teste.',
} satisfies ElementDefinition;

const spec = definition.attributes;

describe('attributeValue', () => {
  it('reads a boolean as true when present, empty or "true", false only for "false"', () => {
    expect(attributeValue('show-label', spec['show-label'], '')).toBe(true);
    expect(attributeValue('show-label', spec['show-label'], 'true')).toBe(true);
    expect(attributeValue('show-label', spec['show-label'], 'show-label')).toBe(true);
    expect(attributeValue('show-label', spec['show-label'], 'False')).toBe(false);
    expect(attributeValue('show-label', spec['show-label'], null)).toBeUndefined();
  });

  it('reads numbers and JSON, and ignores unreadable ones with a warning saying what to write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(attributeValue('limit', spec.limit, ' 8 ')).toBe(8);
    expect(attributeValue('limit', spec.limit, '')).toBeUndefined();
    expect(attributeValue('limit', spec.limit, 'oito')).toBeUndefined();
    expect(attributeValue('filters', spec.filters, '{"brand":[6]}')).toEqual({ brand: [6] });
    expect(attributeValue('filters', spec.filters, "{brand:'6'}")).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringContaining('filters="{brand:\'6\'}" is not valid JSON'),
    );
  });
});

describe('elementProps', () => {
  it('starts from the defaults, lets present attributes override them and script props override both', () => {
    const attributes: Record<string, string> = { title: 'Ofertas', limit: '12', 'show-label': 'false' };
    const read = (name: string) => attributes[name] ?? null;
    expect(elementProps(definition, read, undefined)).toEqual({
      mode: 'header',
      limit: 12,
      title: 'Ofertas',
      showLabel: false,
    });
    expect(elementProps(definition, () => null, { title: 'Do script' })).toEqual({
      mode: 'header',
      limit: 4,
      title: 'Do script',
    });
  });
});
