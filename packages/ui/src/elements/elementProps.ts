import type { AttributeSpec, ElementDefinition } from './ElementDefinition';

/** Says in development why an attribute was ignored, and how to fix it. */
function warnIgnored(attribute: string, value: string, expected: string): void {
  if (process.env.NODE_ENV !== 'production') {
    console.warn(
      `Vitrine element: the attribute ${attribute}="${value}" is not ${expected}; it is ignored (the widget's default applies). Write ${expected}.`,
    );
  }
}

/**
 * The prop value of one attribute: `undefined` when the attribute is absent or unreadable (the widget's
 * default then applies). Booleans: present, '' or 'true' → `true`; 'false' → `false`.
 */
export function attributeValue(attribute: string, spec: AttributeSpec, value: string | null): unknown {
  if (value === null) return undefined;
  switch (spec.type) {
    case 'string':
      return value;
    case 'boolean':
      return value.trim().toLowerCase() !== 'false';
    case 'number': {
      // An empty attribute is a number left out, not a mistake.
      if (value.trim() === '') return undefined;
      const number = Number(value);
      if (Number.isFinite(number)) return number;
      warnIgnored(attribute, value, 'a number');
      return undefined;
    }
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        warnIgnored(attribute, value, 'valid JSON');
        return undefined;
      }
  }
}

/**
 * The props an element gives its widget: the definition's `defaults`, then every attribute present (absent ones
 * leave the default), then the props set from a script (`element.props = { ... }`).
 */
export function elementProps(
  definition: ElementDefinition,
  readAttribute: (name: string) => string | null,
  scriptProps: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const props: Record<string, unknown> = { ...definition.defaults };
  for (const [attribute, spec] of Object.entries(definition.attributes)) {
    const value = attributeValue(attribute, spec, readAttribute(attribute));
    if (value !== undefined) props[spec.prop] = value;
  }
  return { ...props, ...scriptProps };
}
