import type { ComponentType } from 'react';

/** How one HTML attribute (kebab-case) maps to a widget prop. */
export interface AttributeSpec {
  readonly prop: string; // the React prop name
  readonly type: 'string' | 'boolean' | 'number' | 'json'; // boolean: present / "true" → true, "false" → false
  readonly description: string; // one line, for the generated attribute table
}

/** One widget of the kit as a custom element: its tag, its widget and how its attributes become props. */
export interface ElementDefinition {
  readonly tag: `vitrine-${string}`;
  /** A loader of the widget (the kit's definitions: loaded when the first element connects), or the widget itself. */
  // biome-ignore lint/suspicious/noExplicitAny: an element passes its attributes' props to any widget
  readonly component: ComponentType<any> | (() => Promise<ComponentType<any>>);
  readonly lazy?: boolean; // true when `component` is a loader
  readonly attributes: Readonly<Record<string, AttributeSpec>>;
  /** Props every instance gets (e.g. a fixed mode) before its attributes. */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** One line for the docs. */
  readonly description: string;
}

/**
 * An element known by its tag only: its whole definition (attribute map, defaults, texts for the docs) loads with
 * its widget, when the first element of the tag connects; the element then follows its attributes with a
 * MutationObserver (a class's `observedAttributes` must be known when it is defined). What
 * `defineAllVitrineElements` registers, so a page carries a few bytes per tag it does not use.
 */
export interface DeferredElementDefinition {
  readonly tag: `vitrine-${string}`;
  /** Loads the definition (and, at the same time, its widget). */
  load(): Promise<ElementDefinition>;
}

/** What `defineVitrineElements` and `createVitrineElement` take: a definition, or a deferred one. */
export type VitrineElementDefinition = ElementDefinition | DeferredElementDefinition;

/** Whether `definition` is deferred (its attribute map not loaded yet). */
export function isDeferredDefinition(
  definition: VitrineElementDefinition,
): definition is DeferredElementDefinition {
  return !('attributes' in definition);
}
