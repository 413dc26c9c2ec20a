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
import { type PartComponent, part } from '../foundation/internal/createPart';
import { LazyImage } from '../foundation/LazyImage/LazyImage';
import { Price, type PriceProps } from '../foundation/Price/Price';
import { cx } from './cx';
import { type PartProps, usePartsContext } from './partsContext';

/*
 * What the product-bundle blocks `BuyTogether` and `ConjunctProducts` draw the same way: the Root's section and the
 * context it provides, the heading, the list of cards, and a card's name link, picture, price and variation lists.
 * `defineBundle` declares a widget (its name, its CSS block, the contexts its Root and Item provide); the parts take
 * it as their `bundle` prop, and `bundleParts` binds them once, at the widget module's top level, for the widget to
 * export under its own names. What differs stays in each widget: its flow hook and texts, what its Item provides
 * and draws (a toggle, a tick), its totals and buttons. Classes: `<block>`, `<block>__title`, `__list`, `__link`,
 * `__image`, `__price`, `__variations`, `__variation`, `__variation-label`, `__select`.
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

/** One bundle widget: its name, its CSS block, its contexts and the elements of its shared parts. */
export interface Bundle<Value extends BundleContextValue, ItemValue extends BundleItemContextValue> {
  /** The widget's name, in the parts' display names and errors: 'BuyTogether'. */
  readonly widget: string;
  /** The block of its CSS classes: 'vt-buy-together'. */
  readonly block: string;
  /** What its Root provides; `null` outside one. */
  readonly Context: Context<Value | null>;
  /** What its Item provides; `null` outside one. */
  readonly ItemContext: Context<ItemValue | null>;
  /** The nearest Root's value; throws `<Widget.Part> must be used inside <Widget.Root>.` outside one. */
  useBlock(part: string): Value;
  /** The nearest Item's value; throws `<Widget.Part> must be used inside <Widget.Item>.` outside one. */
  useItem(part: string): ItemValue;
  readonly elements: {
    readonly root: PartComponent<PartProps<'section'>>;
    readonly title: PartComponent<PartProps<'h2'>>;
    readonly list: PartComponent<PartProps<'ul'>>;
    readonly variations: PartComponent<PartProps<'div'>>;
  };
}

/**
 * Declares a bundle widget: its contexts, the hooks that read them, and the elements of its section, heading, list
 * and variation lists (`<widget>.Title`, `<block>__title`…).
 * @example
 * interface Value extends BundleContextValue {}
 * interface ItemValue extends BundleItemContextValue {}
 * const bundle = defineBundle<Value, ItemValue>('BuyTogether', 'vt-buy-together');
 * const { useBlock, useItem } = bundle;
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineBundle<Value extends BundleContextValue, ItemValue extends BundleItemContextValue>(
  widget: string,
  block: string,
): Bundle<Value, ItemValue> {
  const Context = createContext<Value | null>(null);
  const ItemContext = createContext<ItemValue | null>(null);
  return {
    widget,
    block,
    Context,
    ItemContext,
    useBlock: (name) => usePartsContext(Context, widget, name),
    useItem: (name) => usePartsContext(ItemContext, widget, name, 'Item'),
    elements: {
      root: part('section', `${widget}.BlockRoot`, block),
      title: part('h2', `${widget}.Title`, `${block}__title`),
      list: part('ul', `${widget}.List`, `${block}__list`),
      variations: part('div', `${widget}.ItemVariations`, `${block}__variations`),
    },
  };
}

/** The `bundle` prop every shared part takes: which widget it belongs to (what the parts read of it). */
interface OfBundle {
  readonly bundle: Omit<Bundle<BundleContextValue, BundleItemContextValue>, 'Context' | 'ItemContext'>;
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

/** Sorts by a numeric order, what has none last. */
const byOrder =
  <T,>(order: (value: T) => number | null | undefined) =>
  (a: T, b: T): number =>
    (order(a) ?? Number.MAX_SAFE_INTEGER) - (order(b) ?? Number.MAX_SAFE_INTEGER);

/** Props of `BundleSection`: the section's, and what the Root gives its parts. */
export type BundleSectionProps<Value extends BundleContextValue> = PartProps<'section'> & {
  readonly block: Value['block'];
  readonly texts: Value['texts'];
  /** False renders nothing (a product without a bundle). */
  readonly shown: boolean;
};

/** The Root's section (`<block>`), giving its parts the block and its texts; nothing unless `shown`. */
export function BundleSection<Value extends BundleContextValue>({
  bundle,
  block,
  texts,
  shown,
  ...props
}: BundleSectionProps<Value> & {
  readonly bundle: Pick<Bundle<Value, BundleItemContextValue>, 'Context' | 'elements'>;
}): ReactNode {
  const context = useMemo(() => ({ block, texts }) as Value, [block, texts]);
  if (!shown) return null;
  const Section = bundle.elements.root;
  return (
    <bundle.Context.Provider value={context}>
      <Section {...props} />
    </bundle.Context.Provider>
  );
}

/** The heading (the widget's `title` text; an `h2`, `asChild` for another level). */
export function BundleTitle({ bundle, children, ...props }: BundlePartProps['Title'] & OfBundle): ReactNode {
  const { texts } = bundle.useBlock('Title');
  const Title = bundle.elements.title;
  return <Title {...props}>{children ?? texts.title}</Title>;
}

/** The cards, in the block's order: one widget's Item each (`item`) unless children. */
export function BundleList({
  bundle,
  item: Item,
  children,
  ...props
}: BundlePartProps['List'] &
  OfBundle & { readonly item: ComponentType<{ readonly item: BundleEntry }> }): ReactNode {
  const { block } = bundle.useBlock('List');
  const List = bundle.elements.list;
  return (
    <List {...props}>
      {children ?? block.items.map((item) => <Item key={item.product.idProduct} item={item} />)}
    </List>
  );
}

/**
 * The card's product name with the id that describes its variation lists: a link to its page (`<block>__link`)
 * when `linked` (default) and the product has a friendly URL, plain text otherwise.
 */
export function BundleItemNameText({
  bundle,
  linked = true,
}: OfBundle & { readonly linked?: boolean | undefined }): ReactNode {
  const { item, nameId } = bundle.useItem('ItemName');
  const { product } = item;
  return linked && product.urlFriendly ? (
    <a id={nameId} className={`vt-link ${bundle.block}__link`} href={routes.product(product.urlFriendly)}>
      {product.name}
    </a>
  ) : (
    <span id={nameId}>{product.name}</span>
  );
}

/** The card's picture (decorative: the name follows it), loaded lazily with its square reserved; nothing without. */
export function BundleItemImage({
  bundle,
  className,
  ...props
}: BundlePartProps['ItemImage'] & OfBundle): ReactNode {
  const { item } = bundle.useItem('ItemImage');
  const src = item.product.imageHome;
  if (!src) return null;
  return (
    <LazyImage
      {...props}
      src={src}
      alt=""
      aspectRatio={1}
      className={cx(`${bundle.block}__image`, className)}
    />
  );
}

/** The card's price for its chosen SKU (the foundation `Price`: old price, price paid, discount, 'Sob Consulta'). */
export function BundleItemPrice({
  bundle,
  className,
  ...props
}: BundlePartProps['ItemPrice'] & OfBundle): ReactNode {
  const { item } = bundle.useItem('ItemPrice');
  return (
    <Price
      price={item.price}
      pricePromotion={item.pricePromotion ?? null}
      idTypeProduct={item.product.idTypeProduct}
      {...props}
      className={cx(`${bundle.block}__price`, className)}
    />
  );
}
/**
 * One labelled list per reference of the card's product (Cor, Tamanho…), in the store's order, described by the
 * product's name; a variation without stock for the other choices says so, and choosing one is the flow's
 * `selectVariation`. Nothing for a product without variations.
 */
export function BundleItemVariations({
  bundle,
  ...props
}: BundlePartProps['ItemVariations'] & OfBundle): ReactNode {
  const { block: flow, texts } = bundle.useBlock('ItemVariations');
  const { item, nameId } = bundle.useItem('ItemVariations');
  const idPrefix = useId();
  if (item.resolution === 'no-variations') return null;
  const { block, elements } = bundle;
  const Variations = elements.variations;
  const references = [...item.references]
    .filter((reference) => reference.variations.length > 0)
    .sort(byOrder((reference) => reference.ordinationOfReferences));
  return (
    <Variations {...props}>
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
    </Variations>
  );
}

/** The shared parts bound to one bundle widget: what it exports under its own names. */
export interface BundleParts<Value extends BundleContextValue> {
  /** The Root's section: the widget's Root renders it with its block, texts and whether it shows. */
  readonly Section: (props: BundleSectionProps<Value>) => ReactNode;
  readonly Title: (props: BundlePartProps['Title']) => ReactNode;
  readonly List: (props: BundlePartProps['List']) => ReactNode;
  /** The product name inside the widget's ItemName. */
  readonly ItemNameText: (props: { readonly linked?: boolean | undefined }) => ReactNode;
  readonly ItemImage: (props: BundlePartProps['ItemImage']) => ReactNode;
  readonly ItemPrice: (props: BundlePartProps['ItemPrice']) => ReactNode;
  readonly ItemVariations: (props: BundlePartProps['ItemVariations']) => ReactNode;
}

/**
 * Binds the shared parts to `bundle` (their `bundle` prop given; the list draws each card with `Item`), named
 * `<widget>.<Part>` for React DevTools. Call it once, at the widget module's top level: each bound part is made
 * there, never during a render.
 * @example
 * declare const bundle: Bundle<BundleContextValue, BundleItemContextValue>;
 * declare function Item(props: { item: BundleEntry }): ReactNode;
 * const parts = bundleParts(bundle, Item); // in the widget: `export const BuyTogetherItemPrice = parts.ItemPrice`
 * const price = <parts.ItemPrice className="mine" />;
 */
/* @__NO_SIDE_EFFECTS__ */
export function bundleParts<Value extends BundleContextValue, ItemValue extends BundleItemContextValue>(
  bundle: Bundle<Value, ItemValue>,
  Item: ComponentType<{ readonly item: Value['block']['items'][number] }>,
): BundleParts<Value> {
  const bind = <Props extends object>(
    Part: (props: Props & OfBundle) => ReactNode,
    name: string,
  ): ((props: Props) => ReactNode) =>
    Object.assign((props: Props) => <Part {...props} bundle={bundle} />, {
      displayName: `${bundle.widget}.${name}`,
    });
  // The list maps the Root's own entries, which are the ones the widget's Item takes.
  const item = Item as ComponentType<{ readonly item: BundleEntry }>;
  const section = { Context: bundle.Context, elements: bundle.elements };
  return {
    Section: Object.assign(
      (props: BundleSectionProps<Value>) => <BundleSection<Value> {...props} bundle={section} />,
      { displayName: `${bundle.widget}.Root` },
    ),
    Title: bind<BundlePartProps['Title']>(BundleTitle, 'Title'),
    List: bind<BundlePartProps['List']>((props) => <BundleList {...props} item={item} />, 'List'),
    ItemNameText: bind<{ readonly linked?: boolean | undefined }>(BundleItemNameText, 'ItemNameText'),
    ItemImage: bind<BundlePartProps['ItemImage']>(BundleItemImage, 'ItemImage'),
    ItemPrice: bind<BundlePartProps['ItemPrice']>(BundleItemPrice, 'ItemPrice'),
    ItemVariations: bind<BundlePartProps['ItemVariations']>(BundleItemVariations, 'ItemVariations'),
  };
}
