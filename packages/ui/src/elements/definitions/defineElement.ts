import type { ComponentType } from 'react';
import type { UiMessages } from '../../messages/UiMessages';
import type { AttributeSpec, ElementDefinition } from '../ElementDefinition';

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

/**
 * `css-class`: every element's, added by `defineLazyElement` after the definition's own attributes (the
 * widget must take `className`).
 */
const cssClassAttribute: AttributeSpec = {
  prop: 'className',
  type: 'string',
  description: "Extra class names on the widget's root element",
};

/**
 * `product-url`: added first by `defineProductElement`. Only its definitions reference it, so a page that registers
 * no product widget's element does not carry it.
 */
const productUrlAttribute: AttributeSpec = {
  prop: 'productUrl',
  type: 'string',
  description:
    "The product's friendly URL, resolved into `product` by the element runtime (else the page's `data-vitrine-product` JSON)",
};

/** What a definition file says about its widget `P`. */
export interface ElementSpec<P> {
  readonly tag: `vitrine-${string}`;
  readonly description: string;
  /**
   * Keys are the kebab-case HTML attributes, in the order of the generated table. `css-class` (and, for a widget
   * showing one product, `product-url`) are added by `defineLazyElement` (`defineProductElement`): a definition
   * does not write them.
   */
  readonly attributes: Readonly<Record<string, WidgetAttributeSpec<P>>> & {
    readonly 'css-class'?: never;
    readonly 'product-url'?: never;
  };
  readonly defaults?: Readonly<Partial<Record<PropName<P>, unknown>>>;
}

/** What the definers check of the widget `P` beyond its attributes: it takes `className`, set from `css-class`. */
type TakesClassName<P> =
  'className' extends PropAccepting<P, string>
    ? unknown
    : { readonly noClassName: 'the widget takes no `className` for `css-class`' };

/**
 * The `messages` attribute of a widget whose `messages` prop replaces some texts of its `section` of
 * `messages.ui` (`texts`: what it replaces, 'some of the texts' by default).
 */
/* @__NO_SIDE_EFFECTS__ */
export function messagesAttribute(
  section: keyof UiMessages,
  texts = 'some of the texts',
): AttributeSpec & { readonly prop: 'messages'; readonly type: 'json' } {
  return {
    prop: 'messages',
    type: 'json',
    description: `Replaces ${texts} (over the provider's \`messages.ui.${section}\`)`,
  };
}

/**
 * The element of a kit widget, whose code loads only when its first element connects: a page pays for the widgets
 * it places, and a definition holds only its tag, attributes and loader. The loader's component types the
 * attributes: each `prop` must be a prop of the widget it resolves to. Every element also gets `css-class`, last.
 * A widget showing one product (it takes `product`) is defined with `defineProductElement` instead.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineLazyElement<P>(
  load: () => Promise<ComponentType<P>>,
  spec: ElementSpec<NoInfer<P>> &
    TakesClassName<NoInfer<P>> &
    ('product' extends PropName<NoInfer<P>>
      ? {
          readonly showsOneProduct: 'the widget takes `product`: define its element with defineProductElement';
        }
      : unknown),
): ElementDefinition {
  const attributes = spec.attributes as Readonly<Record<string, AttributeSpec>>;
  return {
    tag: spec.tag,
    component: load,
    lazy: true,
    attributes: { ...attributes, 'css-class': cssClassAttribute },
    ...(spec.defaults ? { defaults: spec.defaults } : {}),
    description: spec.description,
  };
}

/**
 * The element of a kit widget showing one product (it takes `product`): `defineLazyElement`'s, with `product-url`
 * first among its attributes; the element runtime resolves it (else the page's
 * `<script type="application/json" data-vitrine-product>`) into `product` before rendering.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineProductElement<P>(
  load: () => Promise<ComponentType<P>>,
  spec: ElementSpec<NoInfer<P>> &
    TakesClassName<NoInfer<P>> &
    ('product' extends PropName<NoInfer<P>>
      ? unknown
      : { readonly noProduct: 'the widget takes no `product` to resolve from `product-url`' }),
): ElementDefinition {
  const attributes = spec.attributes as Readonly<Record<string, AttributeSpec>>;
  return {
    tag: spec.tag,
    component: load,
    lazy: true,
    attributes: { 'product-url': productUrlAttribute, ...attributes, 'css-class': cssClassAttribute },
    defaults: { ...spec.defaults, productSource: true },
    description: spec.description,
  };
}
