import { Slot } from 'radix-ui';
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { jsx } from 'react/jsx-runtime';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { cx } from '../../internal/cx';
import type { PartProps } from '../../internal/partsContext';

/** An HTML tag name. */
type Tag = keyof HTMLElementTagNameMap;

/** The attributes a part adds to its element (no `ref`, no `asChild`). */
type PartAttributes<T extends Tag> = Partial<ComponentPropsWithoutRef<T>> & {
  readonly [data: `data-${string}`]: string | undefined;
};

/** How `part()` builds a part beyond its tag and base class. */
export interface PartOptions<T extends Tag, Own extends object> {
  /** The part's own props, kept off the element (a heading's `level`, a banner's `type`). */
  readonly own?: readonly (keyof Own)[] | undefined;
  /** The element's tag from the part's own props (`h${level}`); the `tag` argument otherwise. */
  readonly tagOf?: ((own: Own) => T) | undefined;
  /** Attributes the consumer can override (placed before their props): `type: 'button'`, `role: 'status'`. */
  readonly defaults?: PartAttributes<T> | undefined;
  /** `data-*` flags derived from the part's own props, placed after the consumer's props. */
  readonly data?: ((own: Own) => Readonly<Record<`data-${string}`, string | undefined>>) | undefined;
  /**
   * A hook run on every render with the part's own props, returning the attributes the part adds from its
   * context: they go after the consumer's props, except event handlers (`onClick`...), which are composed with
   * the consumer's (theirs first; ours is skipped when theirs calls `event.preventDefault()`).
   */
  readonly useProps?: ((own: Own) => PartAttributes<T>) | undefined;
}

/** A part made by `part()`: a component with the element's props, `ref`, `asChild` and the part's own props. */
export type PartComponent<Props> = ((props: Props) => ReactNode) & { displayName: string };

/** `onClick`, `onKeyDown`...: the props composed rather than replaced. */
const HANDLER = /^on[A-Z]/;

/**
 * Builds a compound part: one element (`tag`) with the base class `vt-...` joined to the consumer's `className`,
 * `ref` forwarded (a prop in React 19), and `asChild` rendering the consumer's single child instead (Radix
 * `Slot`, merging props). Options add the part's own props (kept off the element), static defaults the consumer
 * can override, derived `data-*` flags and a hook adding attributes and composed handlers from context.
 * @example
 * const BrandListTitle = part('h2', 'BrandList.Title', 'vt-brand-list__title');
 * const BannerRoot = part('div', 'Banner.Root', 'vt-banner', {
 *   own: ['type'],
 *   data: ({ type }: { type?: string | undefined }) => ({ 'data-type': type }),
 * });
 * // <BrandListTitle className="mine">Marcas</BrandListTitle> → <h2 class="vt-brand-list__title mine">Marcas</h2>
 */
/* @__NO_SIDE_EFFECTS__ */
export function part<T extends Tag, Own extends object = Record<never, never>>(
  tag: T,
  displayName: string,
  baseClass: string,
  options: PartOptions<T, Own> = {},
): PartComponent<PartProps<T> & Own> {
  const { own: ownKeys = [], tagOf, defaults, data, useProps } = options;
  const ownNames: ReadonlySet<PropertyKey> = new Set(ownKeys);
  // biome-ignore lint/correctness/noComponentHookFactories: parts are made once each, at module level.
  const Part = (props: PartProps<T> & Own): ReactNode => {
    // The element's props written once, in one object, in the order `{...defaults, ...rest, ...data(own),
    // ...added, className}` would give (an attribute's place in the HTML follows it): a server render has hundreds
    // of parts, and each copy, spread or `delete` of their props costs (a `delete` turns an object into a slow
    // dictionary that React then reads attribute by attribute).
    const element: Record<string, unknown> = {};
    if (defaults) for (const name in defaults) element[name] = defaults[name as keyof typeof defaults];
    const own = {} as Record<PropertyKey, unknown>;
    const given = props as Record<string, unknown>;
    for (const name in given) {
      if (name === 'asChild' || name === 'className') continue;
      if (ownNames.has(name)) own[name] = given[name];
      else element[name] = given[name];
    }
    const derived = data?.(own as Own);
    if (derived) for (const name in derived) element[name] = derived[name as `data-${string}`];
    const added = useProps?.(own as Own) as Record<string, unknown> | undefined;
    if (added)
      for (const name in added) {
        const ours = added[name];
        element[name] =
          typeof ours === 'function' && HANDLER.test(name)
            ? composeEventHandlers(
                given[name] as ((event: { defaultPrevented: boolean }) => void) | undefined,
                ours as (event: { defaultPrevented: boolean }) => void,
              )
            : ours;
      }
    element.className = cx(baseClass, given.className as string | undefined);
    const Element: ElementType = given.asChild ? Slot.Root : (tagOf?.(own as Own) ?? tag);
    // The props object handed to React as it is (`<Element {...element} />` would copy it once more).
    return jsx(Element, element);
  };
  Part.displayName = displayName;
  return Part;
}

/** A heading level. */
export type PartHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A heading part whose level is a prop (`level`, `defaultLevel` when `undefined`): `h1`...`h6`.
 * @example
 * const Title = headingPart('Faq.Title', 'vt-faq__title', 1); // <Title level={2}> renders an h2
 */
/* @__NO_SIDE_EFFECTS__ */
export function headingPart<Level extends PartHeadingLevel = PartHeadingLevel>(
  displayName: string,
  baseClass: string,
  defaultLevel: NoInfer<Level>,
): PartComponent<PartProps<'h1'> & { readonly level?: Level | undefined }> {
  return part<'h1', { readonly level?: Level | undefined }>('h1', displayName, baseClass, {
    own: ['level'],
    tagOf: ({ level = defaultLevel }) => `h${level}` as 'h1',
  });
}
