// biome-ignore-all lint/correctness/noComponentHookFactories: bundleParts() makes each widget's parts once, at module level.
import { type BuyTogetherEntry, routes } from '@vitrine/core';
import {
  type ChangeEvent,
  type ComponentType,
  type Context,
  createContext,
  type ReactNode,
  useId,
  useMemo,
} from 'react';
import { part } from '../foundation/internal/createPart';
import { LazyImage } from '../foundation/LazyImage/LazyImage';
import { Price, type PriceProps } from '../foundation/Price/Price';
import { cx } from './cx';
import { type PartProps, usePartsContext } from './partsContext';

/*
 * What the product-bundle blocks `BuyTogether` and `ConjunctProducts` draw the same way: the Root's section and the
 * context it provides, the heading, the list of cards, and a card's name link, picture, price and variation lists.
 * `bundleParts` makes them, with the contexts the widget's Root and Item provide, for one widget (its name, its CSS
 * block, its Item) once, at the widget module's top level, for the widget to export under its own names. They are
 * closures, like `part()`'s: a widget's bundle carries one copy, with the fewest bytes of wiring. What differs
 * stays in each widget: its flow hook and texts, what its Item provides and draws (a toggle, a tick), its totals
 * and buttons. Classes: `<block>`, `<block>__title`, `__list`, `__link`, `__image`, `__price`, `__variations`,
 * `__variation`, `__variation-label`, `__select`.
 */

/** What a bundle's card needs of its entry (a `BuyTogetherEntry`, a `ConjunctEntry`). */
export type BundleEntry = Pick<
  BuyTogetherEntry,
  'product' | 'references' | 'chosen' | 'resolution' | 'variations' | 'price' | 'pricePromotion'
>;

/** What a bundle's Root gives its parts (at least): the block's state and commands, and its texts. */
export interface BundleContextValue {
  readonly block: {
    /** The cards, in order. */
    readonly items: readonly BundleEntry[];
    /** Chooses a variation of a card's product (the flow's command). */
    selectVariation(idProduct: number, idReference: number, idVariation: number): void;
  };
  readonly texts: {
    /** The heading. */
    readonly title: string;
    /** The empty choice of a variation list. */
    readonly variationPlaceholder: string;
    /** A variation whose SKU (with the other choices) has no stock. */
    readonly variationSoldOut: (name: string) => string;
  };
}

/** What a bundle's Item gives its parts (at least): the card's entry and the id of its name. */
export interface BundleItemContextValue {
  readonly item: BundleEntry;
  /** The id of the card's name, which describes its variation lists. */
  readonly nameId: string;
}

/** The props of each shared part, by name (`BundlePartProps['ItemPrice']`): the widgets' part props are these. */
export interface BundlePartProps {
  /** The heading's. */
  readonly Title: PartProps<'h2'>;
  /** The list's. */
  readonly List: PartProps<'ul'>;
  /** An `<img>`'s, but its source, text and size are the product's. */
  readonly ItemImage: Omit<PartProps<'img'>, 'src' | 'alt' | 'width' | 'height'>;
  /** The foundation `Price`'s, but the prices are the card's. */
  readonly ItemPrice: Omit<PriceProps, 'product' | 'price' | 'pricePromotion'>;
  /** The wrapper's (`<block>__variations`). */
  readonly ItemVariations: Omit<PartProps<'div'>, 'children'>;
}

/** One bundle widget's shared parts, contexts and hooks, made by `bundleParts`. */
export interface BundleParts<Value extends BundleContextValue, ItemValue extends BundleItemContextValue> {
  /** What the widget's Item provides; `null` outside one. */
  readonly ItemContext: Context<ItemValue | null>;
  /** The nearest Root's value; throws `<Widget.Part> must be used inside <Widget.Root>.` outside one. */
  useBlock(part: string): Value;
  /** The nearest Item's value; throws `<Widget.Part> must be used inside <Widget.Item>.` outside one. */
  useItem(part: string): ItemValue;
  /** The Root's section (`<block>`), giving the parts the block and its texts; nothing unless `shown`. */
  readonly Section: (
    props: PartProps<'section'> & {
      readonly block: Value['block'];
      readonly texts: Value['texts'];
      /** False renders nothing (a product without a bundle). */
      readonly shown: boolean;
    },
  ) => ReactNode;
  /** The heading (the widget's `title` text; an `h2`, `asChild` for another level). */
  readonly Title: (props: BundlePartProps['Title']) => ReactNode;
  /** The cards, in the block's order: one widget's Item each unless children. */
  readonly List: (props: BundlePartProps['List']) => ReactNode;
  /**
   * The card's product name with the id that describes its variation lists: a link to its page (`<block>__link`)
   * when `linked` (default) and the product has a friendly URL, plain text otherwise.
   */
  readonly ItemNameText: (props: { readonly linked?: boolean | undefined }) => ReactNode;
  /** The card's picture (decorative: the name follows it), loaded lazily with its square reserved; nothing without. */
  readonly ItemImage: (props: BundlePartProps['ItemImage']) => ReactNode;
  /** The card's price for its chosen SKU (the foundation `Price`: old price, price paid, discount, 'Sob Consulta'). */
  readonly ItemPrice: (props: BundlePartProps['ItemPrice']) => ReactNode;
  /**
   * One labelled list per reference of the card's product (Cor, Tamanho…), in the store's order, described by the
   * product's name; a variation without stock for the other choices says so, and choosing one is the flow's
   * `selectVariation`. Nothing for a product without variations.
   */
  readonly ItemVariations: (props: BundlePartProps['ItemVariations']) => ReactNode;
}

/** Sorts by a numeric order, what has none last. */
const byOrder =
  <T,>(order: (value: T) => number | null | undefined) =>
  (a: T, b: T): number =>
    (order(a) ?? Number.MAX_SAFE_INTEGER) - (order(b) ?? Number.MAX_SAFE_INTEGER);

/**
 * The shared parts of bundle widget `widget` (CSS block `block`), its list drawing each card with `Item`: call it
 * once, at the widget module's top level. A part outside its Root or Item throws, naming the widget's parts.
 * @example
 * interface Value extends BundleContextValue {}
 * interface ItemValue extends BundleItemContextValue {}
 * declare function Item(props: { item: BundleEntry }): ReactNode;
 * const parts = bundleParts<Value, ItemValue>('BuyTogether', 'vt-buy-together', Item);
 * const price = <parts.ItemPrice className="mine" />; // in the widget: `export const BuyTogetherItemPrice = parts.ItemPrice`
 */
/* @__NO_SIDE_EFFECTS__ */
export function bundleParts<Value extends BundleContextValue, ItemValue extends BundleItemContextValue>(
  widget: string,
  block: string,
  Item: ComponentType<{ readonly item: Value['block']['items'][number] }>,
): BundleParts<Value, ItemValue> {
  const Context = createContext<Value | null>(null);
  const ItemContext = createContext<ItemValue | null>(null);
  const useBlock = (name: string) => usePartsContext(Context, widget, name);
  const useItem = (name: string) => usePartsContext(ItemContext, widget, name, 'Item');
  const SectionElement = part('section', `${widget}.BlockRoot`, block);
  const TitleElement = part('h2', `${widget}.Title`, `${block}__title`);
  const ListElement = part('ul', `${widget}.List`, `${block}__list`);
  const VariationsElement = part('div', `${widget}.ItemVariations`, `${block}__variations`);
  return {
    ItemContext,
    useBlock,
    useItem,
    Section: ({ block: flow, texts, shown, ...props }) => {
      const context = useMemo(() => ({ block: flow, texts }) as Value, [flow, texts]);
      if (!shown) return null;
      return (
        <Context.Provider value={context}>
          <SectionElement {...props} />
        </Context.Provider>
      );
    },
    Title: ({ children, ...props }) => {
      const { texts } = useBlock('Title');
      return <TitleElement {...props}>{children ?? texts.title}</TitleElement>;
    },
    List: ({ children, ...props }) => {
      const { items } = useBlock('List').block;
      return (
        <ListElement {...props}>
          {children ?? items.map((item) => <Item key={item.product.idProduct} item={item} />)}
        </ListElement>
      );
    },
    ItemNameText: ({ linked = true }) => {
      const { item, nameId } = useItem('ItemName');
      const { product } = item;
      return linked && product.urlFriendly ? (
        <a id={nameId} className={`vt-link ${block}__link`} href={routes.product(product.urlFriendly)}>
          {product.name}
        </a>
      ) : (
        <span id={nameId}>{product.name}</span>
      );
    },
    ItemImage: ({ className, ...props }) => {
      const src = useItem('ItemImage').item.product.imageHome;
      if (!src) return null;
      return (
        <LazyImage {...props} src={src} alt="" aspectRatio={1} className={cx(`${block}__image`, className)} />
      );
    },
    ItemPrice: ({ className, ...props }) => {
      const { item } = useItem('ItemPrice');
      return (
        <Price
          price={item.price}
          pricePromotion={item.pricePromotion ?? null}
          idTypeProduct={item.product.idTypeProduct}
          {...props}
          className={cx(`${block}__price`, className)}
        />
      );
    },
    ItemVariations: (props) => {
      const { block: flow, texts } = useBlock('ItemVariations');
      const { item, nameId } = useItem('ItemVariations');
      const idPrefix = useId();
      if (item.resolution === 'no-variations') return null;
      const references = [...item.references]
        .filter((reference) => reference.variations.length > 0)
        .sort(byOrder((reference) => reference.ordinationOfReferences));
      return (
        <VariationsElement {...props}>
          {references.map((reference) => {
            const id = `${idPrefix}-${reference.idReference}`;
            const chosen = item.chosen[String(reference.idReference)];
            const availability = item.variations.find(
              (entry) => String(entry.idReference) === String(reference.idReference),
            );
            const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
              const idVariation = Number(event.target.value);
              if (event.target.value !== '' && Number.isFinite(idVariation))
                flow.selectVariation(item.product.idProduct, reference.idReference, idVariation);
            };
            return (
              <div key={reference.idReference} className={`${block}__variation`}>
                <label className={`${block}__variation-label`} htmlFor={id}>
                  {reference.name}
                </label>
                <select
                  id={id}
                  className={`vt-select ${block}__select`}
                  value={chosen === undefined ? '' : String(chosen)}
                  aria-describedby={nameId}
                  onChange={onChange}
                >
                  <option value="" disabled>
                    {texts.variationPlaceholder}
                  </option>
                  {[...reference.variations]
                    .sort(byOrder((variation) => variation.displayOrder))
                    .map((variation) => {
                      const state = availability?.variations.find(
                        (entry) => String(entry.idVariation) === String(variation.idVariation),
                      );
                      const soldOut = state?.exists === true && !state.inStock;
                      return (
                        <option key={variation.idVariation} value={String(variation.idVariation)}>
                          {soldOut ? texts.variationSoldOut(variation.name) : variation.name}
                        </option>
                      );
                    })}
                </select>
              </div>
            );
          })}
        </VariationsElement>
      );
    },
  };
}
