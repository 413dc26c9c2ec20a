import {
  type BuyControl,
  buyControl,
  type Company,
  effectivePrice,
  lightningOfferFlag,
  type Product,
  type RuleMessages,
  ratingStars,
  routes,
  truncateName,
} from '@vitrine/core';
import {
  type CartView,
  type SkuSelectionFlow,
  useCart,
  useCompany,
  useItemListTracking,
  useSkuSelection,
  useStorefront,
  useWishlist,
  type WishlistFlow,
} from '@vitrine/hooks';
import { createContext, type MouseEvent, useCallback, useContext, useId, useMemo, useState } from 'react';
import type { PriceSource } from '../foundation/Price/usePrice';
import { useUiMessages } from '../messages/useUiMessages';
import { type ProductCardMessages, productCardMessages } from './productCardMessages';

/** The default number of characters of a card's name before the ellipsis. */
export const PRODUCT_CARD_NAME_LIMIT = 45;

/** Options of `useProductCard` (the behaviour props of `ProductCard` and `ProductCard.Root`). */
export interface UseProductCardOptions {
  /** Characters of the name shown before '...'; 45 when `undefined`. The link keeps the full name. */
  readonly nameLimit?: number | undefined;
  /**
   * Shows the variation choice and the quantity on the card; `undefined` follows the company setting
   * `usePurchaseFacilitator` ('S' shows them). Without them the card buys its initial SKU.
   */
  readonly showVariations?: boolean | undefined;
  /** The list's name for GA4 `select_item` ('Mais vendidos'); `undefined` sends none. */
  readonly listName?: string | undefined;
  /** The list's id for GA4 `select_item` ('showcase', 'category-12'); `undefined` sends none. */
  readonly listId?: string | undefined;
  /** The card's position in its list, from 0, for GA4 `select_item`; `undefined` sends none. */
  readonly index?: number | undefined;
  /** Called when the shopper follows the card's link, after GA4 `select_item` is reported. */
  readonly onSelect?: ((product: Product) => void) | undefined;
  /** Replaces some of the card's texts (over the provider's `messages.ui.productCard`). */
  readonly messages?: Partial<ProductCardMessages> | undefined;
}

/** One variation button of the card's picker. */
export interface ProductCardVariationOption {
  readonly idVariation: number;
  readonly name: string;
  /** A CSS colour for a swatch; `undefined` when the variation has none. */
  readonly color: string | undefined;
  /** A small image for the swatch; `undefined` when the variation has none. */
  readonly image: string | undefined;
  readonly chosen: boolean;
  /** Some SKU combines it with the other choices (choosing one that does not rebuilds the choices). */
  readonly exists: boolean;
  readonly inStock: boolean;
  select(): void;
}

/** One reference (colour, size...) of the card's picker. */
export interface ProductCardReference {
  readonly idReference: number;
  readonly name: string;
  readonly options: readonly ProductCardVariationOption[];
}

/** The wishlist toggle's state. */
export interface ProductCardWishlistState {
  /** The signed-in customer's list holds the product (or is about to, while a change is pending). */
  readonly pressed: boolean;
  /** The session check, or a signed-in customer's list, is still loading. */
  readonly loading: boolean;
  /** An add or remove is on its way. */
  readonly pending: boolean;
  readonly isAuthenticated: boolean;
  /** Adds or removes the product; a visitor is sent to the login page instead. */
  toggle(): void;
}

/** What `useProductCard` returns: the card's state and the props of each control. */
export interface ProductCardModel {
  readonly product: Product;
  /** The name as shown in full (markup-free when the platform sends `nameWithoutHtml`). */
  readonly name: string;
  /** The name cut at `nameLimit` with '...'. */
  readonly shortName: string;
  readonly truncated: boolean;
  /** The product page (its friendly URL). */
  readonly href: string;
  /** Ids for the parts (unique per card, stable between server and browser). */
  readonly ids: { readonly base: string; readonly name: string };
  /** The variation choice and quantity show (the company's purchase facilitator, or `showVariations`). */
  readonly variationsVisible: boolean;
  /** The company shows rating stars (`showProductAvaliationStars`). */
  readonly showRating: boolean;
  /** The company setting `showInstallmentAtListsAndDetail`, for `Price`. */
  readonly showInstallments: boolean;
  /** The SKU picker (`useSkuSelection` with the card's context and what the cart already holds). */
  readonly selection: SkuSelectionFlow;
  /** Which control the buy area shows (core's `buyControl`). */
  readonly control: BuyControl;
  /** 'in' or 'out' of stock; `undefined` for a product sold on request. */
  readonly stock: 'in' | 'out' | undefined;
  readonly promotion: boolean;
  readonly onRequest: boolean;
  /** What `Price` shows: the current SKU's prices and installments. */
  readonly price: PriceSource;
  /** The stars (active or not) and their spoken label; `undefined` when ratings are off. */
  readonly rating: { readonly stars: readonly boolean[]; readonly label: string } | undefined;
  /** The seal flag; `undefined` for none (or 'normal'). */
  readonly seal: { readonly name: string; readonly image: string | undefined } | undefined;
  /** The lightning-offer flag ('-30%', '-R$ 10,00'); `undefined` unless the product is a lightning offer. */
  readonly lightningFlag: string | undefined;
  /** The thumbnail and the image shown on hover; each `undefined` when missing. */
  readonly images: { readonly main: string | undefined; readonly alternative: string | undefined };
  /** The references and their variation buttons (empty for a product without variations). */
  readonly references: readonly ProductCardReference[];
  readonly wishlist: ProductCardWishlistState;
  readonly texts: ProductCardMessages;
  readonly rules: RuleMessages;
  /** Reports GA4 `select_item` and calls `onSelect`: what following the card's link does. */
  select(): void;
  /** Props of a link to the product page. */
  getLinkProps(): { href: string; onClick: (event: MouseEvent<HTMLElement>) => void };
  /** Props of the buy button. */
  getBuyButtonProps(): ProductCardButtonBag;
  /** Props of the sold-out button (it opens the back-in-stock form). */
  getSoldOutButtonProps(): ProductCardButtonBag;
  /** Props of the sold-out link to the detail page (variations hidden). */
  getSoldOutLinkProps(): {
    href: string;
    'aria-label': string;
    onClick: (event: MouseEvent<HTMLElement>) => void;
  };
  /** Props of the budget button. */
  getQuoteButtonProps(): ProductCardButtonBag;
  /** Props of the wishlist toggle. */
  getWishlistButtonProps(): ProductCardButtonBag & {
    'aria-pressed': boolean;
    'aria-busy': true | undefined;
    'data-state': 'on' | 'off';
    'data-loading': '' | undefined;
  };
  /** Props of the foundation `QuantityInput`. */
  getQuantityProps(): {
    value: number;
    onValueChange: (value: number) => void;
    label: string;
    decrement: string;
    increment: string;
  };
}

/** A button's props from the card. */
export interface ProductCardButtonBag {
  type: 'button';
  'aria-label': string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

const noLines: readonly { idSku: number | null | undefined; quantity: number }[] = [];

/** What a card reads of the shopper: the cart's lines of its product. */
interface CardShopper {
  readonly lines: readonly { idSku: number | null | undefined; quantity: number }[];
}

/** In the browser: the page's cart (the lines of this product), followed. */
function useLiveShopper(idProduct: number): CardShopper {
  const selectLines = useCallback(
    (view: CartView) => ({
      lines:
        view.lines.length === 0
          ? noLines
          : view.lines
              .filter((line) => line.idProduct === idProduct)
              .map((line) => ({ idSku: line.idSku, quantity: line.quantity })),
    }),
    [idProduct],
  );
  return useCart(selectLines);
}

/** On the server: nothing of a shopper is ever read there (the page is the same for everyone): no cart line. */
const serverShopper: CardShopper = { lines: noLines };

function useServerShopper(_idProduct: number): CardShopper {
  return serverShopper;
}

/** What every card of a page reads alike: the company settings and the shopper's wishlist. */
export interface ProductCardReads {
  readonly company: Company | undefined;
  readonly wishlist: Pick<
    WishlistFlow,
    'data' | 'isChecking' | 'isAuthenticated' | 'isLoading' | 'add' | 'remove'
  >;
}

/**
 * On the server, the wishlist as the browser hydrates it, before the session check answers: waiting for the
 * session. The same as `useWishlist` gives on a server, without a session read.
 */
/**
 * The company settings and wishlist a list of cards read once for all of them (`ProductCardReadsProvider`);
 * `null` outside such a list, where each card reads its own.
 */
export const ProductCardReadsContext = createContext<ProductCardReads | null>(null);

const serverWishlist: ProductCardReads['wishlist'] = {
  data: undefined,
  isChecking: true,
  isAuthenticated: false,
  isLoading: false,
  add: () => Promise.resolve(),
  remove: () => Promise.resolve(),
};

function useServerWishlist(): ProductCardReads['wishlist'] {
  return serverWishlist;
}

/**
 * The company settings and the wishlist as a card reads them. A list of cards reads them once and gives them to
 * its cards (`ProductCardReadsContext`): each `useCompany` and `useWishlist` is an SWR read and session
 * subscription of its own, which a page of cards paid once per card while hydrating.
 */
export function useProductCardReads(): ProductCardReads {
  const { data: company } = useCompany();
  const useCardWishlist = typeof window === 'undefined' ? useServerWishlist : useWishlist;
  const wishlist = useCardWishlist();
  return useMemo(() => ({ company, wishlist }), [company, wishlist]);
}

/** The reads of the card's list when it gives them, else the card's own. */
function useListReads(shared: ProductCardReads): ProductCardReads {
  return shared;
}

/** The units of a product's lines in the cart; the SKU narrows it when known. */
function unitsInCart(
  lines: readonly { idSku: number | null | undefined; quantity: number }[],
  idSku: number | null | undefined,
): number {
  let units = 0;
  for (const line of lines) {
    if (idSku === null || idSku === undefined || line.idSku === null || line.idSku === undefined) {
      units += line.quantity;
    } else if (line.idSku === idSku) units += line.quantity;
  }
  return units;
}

/**
 * The state and behaviour of a listing's product card: the SKU picker (`useSkuSelection` in the card's
 * context, fed with what the cart already holds), the buy-area control from core's `buyControl`, the flags,
 * the rating, the wishlist toggle and GA4 `select_item`. Renders on the server: shopper data (cart,
 * wishlist) shows its neutral state there. Key the component by product: the product is read once.
 * Bus contract: buying publishes `cart.add`, the sold-out button `alertMe.open`, the budget button
 * `quote.open` (the page's cart flow, back-in-stock form and quote form answer them).
 * @example
 * declare const product: Product;
 * const card = useProductCard(product, { listName: 'Mais vendidos', index: 0 });
 * <a {...card.getLinkProps()}>{card.shortName}</a>
 * card.control === 'buy' && <button {...card.getBuyButtonProps()}>{card.texts.addToCart}</button>
 */
export function useProductCard(product: Product, options: UseProductCardOptions = {}): ProductCardModel {
  const { messages, navigate, bus } = useStorefront();
  const rules = messages.rules;
  const texts = useUiMessages('productCard', productCardMessages, options.messages);
  // The list's reads when it shares them (the context is there or not for the card's whole life).
  const shared = useContext(ProductCardReadsContext);
  const useReads = shared === null ? useProductCardReads : useListReads;
  const { company, wishlist: wishlistFlow } = useReads(shared as ProductCardReads);
  const variationsVisible = options.showVariations ?? company?.usePurchaseFacilitator === 'S';

  // What the cart holds of this product, per SKU, so the quantity check counts it; and the wishlist.
  const idProduct = product.idProduct;
  const useShopper = typeof window === 'undefined' ? useServerShopper : useLiveShopper;
  const { lines } = useShopper(idProduct);
  // The SKU of the last render: the cart count follows the current choice (React's "previous render" pattern).
  const [trackedSku, setTrackedSku] = useState<number | null | undefined>(undefined);
  const selection = useSkuSelection(product, {
    context: 'card',
    // Always the visible flavour: whether they show is decided below with the same rule, so a company
    // setting arriving after mount needs no new picker.
    variationsVisible: true,
    inCart: unitsInCart(lines, trackedSku),
  });
  // Only while the cart holds some of the product: with no line, every SKU counts 0 and the card would render
  // twice for nothing (each card of a server-rendered page did). The render pass this starts runs before React
  // commits, so what is committed and sent to the picker is the same either way.
  if (lines.length > 0 && selection.idSku !== trackedSku) setTrackedSku(selection.idSku);

  const control: BuyControl = variationsVisible
    ? selection.buyControl
    : buyControl(product, {
        variationsVisible: false,
        sku: selection.resolution === 'found' ? selection.sku : undefined,
      });

  const name = product.nameWithoutHtml?.trim() || product.name;
  const limit = options.nameLimit ?? PRODUCT_CARD_NAME_LIMIT;
  const shortName = truncateName(name, limit);
  const href = routes.product(product.urlFriendly || String(product.idProduct));
  const base = useId();

  const { selectItem } = useItemListTracking({ id: options.listId, name: options.listName }, null);
  const { onSelect, index } = options;
  const select = useCallback(() => {
    selectItem(product, index);
    onSelect?.(product);
  }, [selectItem, product, index, onSelect]);

  const [pendingTarget, setPendingTarget] = useState<boolean | undefined>(undefined);
  const inList = wishlistFlow.data?.some((entry) => entry.idProduct === idProduct) ?? false;
  const wishlist: ProductCardWishlistState = {
    pressed: pendingTarget ?? inList,
    loading:
      wishlistFlow.isChecking ||
      (wishlistFlow.isAuthenticated && wishlistFlow.data === undefined && wishlistFlow.isLoading),
    pending: pendingTarget !== undefined,
    isAuthenticated: wishlistFlow.isAuthenticated,
    toggle: () => {
      // Signed in or not is still unknown: the click waits for the answer rather than guess.
      if (wishlistFlow.isChecking) return;
      // A visitor has no wishlist: the customer area (and its list) starts at the login page.
      if (!wishlistFlow.isAuthenticated) return navigate(routes.customerLogin);
      if (pendingTarget !== undefined || wishlistFlow.data === undefined) return;
      const target = !inList;
      setPendingTarget(target);
      const change = target
        ? wishlistFlow.add(idProduct, selection.idSku)
        : wishlistFlow.remove(idProduct, null);
      change
        .catch(() => bus.publish({ type: 'alert', kind: 'error', title: texts.wishlistError }))
        .finally(() => setPendingTarget(undefined));
    },
  };

  const onRequest = control === 'quote';
  const { variations: availability, selectVariation } = selection;
  const references = useMemo(
    () => referencesOf(product, availability, selectVariation),
    [product, availability, selectVariation],
  );
  const rate = ratingStars(product.rate);
  const seal = product.sealStatus;
  const alternative = product.alternativeImage || undefined;
  const label = (text: string) => texts.itemLabel(text, name);
  const linkClick = () => select();

  return {
    product,
    name,
    shortName,
    truncated: shortName !== name,
    href,
    ids: { base, name: `${base}-name` },
    variationsVisible,
    showRating: company?.showProductAvaliationStars === true,
    showInstallments: company?.showInstallmentAtListsAndDetail === true,
    selection,
    control,
    stock: onRequest ? undefined : control === 'buy' ? 'in' : 'out',
    promotion:
      !onRequest &&
      effectivePrice({ price: selection.price, pricePromotion: selection.pricePromotion }) !==
        selection.price,
    onRequest,
    price: {
      price: selection.price,
      pricePromotion: selection.pricePromotion,
      idTypeProduct: product.idTypeProduct,
      installmentMax: selection.installmentMax,
    },
    rating:
      company?.showProductAvaliationStars === true
        ? { stars: rate, label: texts.rating(rate.filter(Boolean).length, rate.length) }
        : undefined,
    seal:
      seal?.name && seal.name.trim().toLowerCase() !== 'normal'
        ? { name: seal.name, image: seal.image || undefined }
        : undefined,
    lightningFlag: product.offerStatus === 1 ? lightningOfferFlag(product, rules) : undefined,
    images: {
      main: product.imageHome || undefined,
      alternative: alternative !== product.imageHome ? alternative : undefined,
    },
    references,
    wishlist,
    texts,
    rules,
    select,
    getLinkProps: () => ({ href, onClick: linkClick }),
    getBuyButtonProps: () => ({
      type: 'button',
      'aria-label': label(texts.addToCart),
      onClick: () => selection.buy(),
    }),
    getSoldOutButtonProps: () => ({
      type: 'button',
      'aria-label': label(texts.soldOut),
      onClick: () => selection.notify(),
    }),
    getSoldOutLinkProps: () => ({ href, 'aria-label': label(texts.soldOut), onClick: linkClick }),
    getQuoteButtonProps: () => ({
      type: 'button',
      'aria-label': label(texts.quote),
      onClick: () => selection.quote(),
    }),
    getWishlistButtonProps: () => ({
      type: 'button',
      'aria-label': label(texts.wishlist),
      'aria-pressed': wishlist.pressed,
      'aria-busy': wishlist.pending || wishlist.loading ? true : undefined,
      'data-state': wishlist.pressed ? 'on' : 'off',
      'data-loading': wishlist.loading ? '' : undefined,
      onClick: () => wishlist.toggle(),
    }),
    getQuantityProps: () => ({
      value: selection.quantity,
      onValueChange: (value: number) => selection.setQuantity(value),
      label: label(texts.quantity),
      decrement: label(texts.decrement),
      increment: label(texts.increment),
    }),
  };
}

/** The product's references with their names, joined to the picker's availability. */
function referencesOf(
  product: Product,
  availability: SkuSelectionFlow['variations'],
  selectVariation: SkuSelectionFlow['selectVariation'],
): ProductCardReference[] {
  const byId = new Map((product.availableReferences ?? []).map((ref) => [String(ref.idReference), ref]));
  return availability.flatMap((choices) => {
    const reference = byId.get(String(choices.idReference));
    if (!reference || choices.variations.length === 0) return [];
    const variations = new Map(reference.variations.map((v) => [String(v.idVariation), v]));
    return [
      {
        idReference: reference.idReference,
        name: reference.name,
        options: choices.variations.flatMap((option) => {
          const variation = variations.get(String(option.idVariation));
          if (!variation) return [];
          return [
            {
              idVariation: variation.idVariation,
              name: variation.name,
              color: variation.color || undefined,
              image: variation.image || undefined,
              chosen: option.chosen,
              exists: option.exists,
              inStock: option.inStock,
              select: () => selectVariation(reference.idReference, variation.idVariation),
            },
          ];
        }),
      },
    ];
  });
}
