import type { ComponentType } from 'react';
import type { AttributeSpec, ElementDefinition } from '../ElementDefinition';

/** The prop the element runtime resolves into `product` (a friendly URL), for the widgets showing one product. */
export interface ProductSourceProps {
  readonly productUrl?: string | undefined;
}

/** Every prop name of `P`, also of each member when `P` is a union (props that depend on a mode). */
type PropName<P> = P extends unknown ? Extract<keyof P, string> : never;

/** The type of prop `K` across the members of `P` that have it. */
type PropValue<P, K extends string> = P extends unknown ? (K extends keyof P ? P[K] : never) : never;

/** The props of `P` that accept some value of `V` (a `'vertical' | 'horizontal'` prop accepts a string). */
type PropAccepting<P, V> = {
  [K in PropName<P>]: [Extract<NonNullable<PropValue<P, K>>, V>] extends [never] ? never : K;
}[PropName<P>];

/**
 * An attribute of a widget `P`: its `prop` must be a prop of the widget that takes the attribute's type, so a
 * misspelt prop, or a number attribute on a text prop, is a type error.
 */
export type WidgetAttributeSpec<P> =
  | (AttributeSpec & { readonly type: 'string'; readonly prop: PropAccepting<P, string> })
  | (AttributeSpec & { readonly type: 'number'; readonly prop: PropAccepting<P, number> })
  | (AttributeSpec & { readonly type: 'boolean'; readonly prop: PropAccepting<P, boolean> })
  | (AttributeSpec & { readonly type: 'json'; readonly prop: PropName<P> });

/** What a definition file says about its widget `P`. */
export interface ElementSpec<P, Source extends boolean = false> {
  readonly tag: `vitrine-${string}`;
  readonly description: string;
  /**
   * The widget shows one product: the element runtime resolves `productUrl` (the `product-url` attribute, else the
   * page's `<script type="application/json" data-vitrine-product>`) into `product` before rendering.
   */
  readonly productSource?: Source;
  /** Keys are the kebab-case HTML attributes. */
  readonly attributes: Readonly<
    Record<string, WidgetAttributeSpec<Source extends true ? P | ProductSourceProps : P>>
  >;
  readonly defaults?: Readonly<Partial<Record<PropName<P>, unknown>>>;
}

/**
 * The element of a kit widget, whose code loads only when its first element connects: a page pays for the widgets
 * it places, and a definition holds only its tag, attributes and loader. The loader's component types the
 * attributes: each `prop` must be a prop of the widget it resolves to.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineLazyElement<P, Source extends boolean = false>(
  load: () => Promise<ComponentType<P>>,
  spec: ElementSpec<NoInfer<P>, Source>,
): ElementDefinition {
  const defaults = spec.productSource ? { ...spec.defaults, productSource: true } : spec.defaults;
  return {
    tag: spec.tag,
    component: load,
    lazy: true,
    attributes: spec.attributes,
    ...(defaults ? { defaults } : {}),
    description: spec.description,
  };
}
