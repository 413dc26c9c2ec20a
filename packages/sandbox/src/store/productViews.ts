import type { SandboxData, SandboxProduct } from '../data/types';
import { slugify } from '../random';
import { SandboxError } from './sandboxError';

const internalKeys = [
  'soldCount',
  'releaseDate',
  'displayOrder',
  'groups',
  'showcase',
  'idTakeXPayY',
  'weight',
  'limit',
] as const;
const detailOnlyKeys = [
  'descriptionDetail',
  'productRatings',
  'buyTogether',
  'productImages',
  'productGrouping',
  'relatedProducts',
  'alsoProductsPurchased',
] as const;

/** The price a shopper pays for a product or SKU (the promotion when it is a real discount). */
export function effectivePrice(item: { price: number; pricePromotion: number }): number {
  return item.pricePromotion > 0 && item.pricePromotion < item.price ? item.pricePromotion : item.price;
}

/** Ratings as served: the e-mail only travels when the author chose to show it. */
function publicRatings(product: SandboxProduct) {
  return product.productRatings.map((r) => ({ ...r, email: r.leavePublicEmail ? r.email : '' }));
}

/** A product as list calls return it (no detail extras, no sandbox internals). */
export function toListProduct(product: SandboxProduct): Record<string, unknown> {
  const view: Record<string, unknown> = { ...product };
  for (const key of [...internalKeys, ...detailOnlyKeys]) delete view[key];
  return view;
}

/**
 * A product as the detail call returns it: kit, conjunct and buy-together entries are expanded into
 * full list products (so a widget can pick their variations), ratings carry public e-mails only.
 */
export function toDetailProduct(product: SandboxProduct, data: SandboxData): Record<string, unknown> {
  const expand = (id: number) => {
    const found = data.products.find((p) => p.idProduct === id);
    return found ? toListProduct(found) : undefined;
  };
  const view: Record<string, unknown> = {
    ...product,
    productRatings: publicRatings(product),
    kitProducts: product.kitProducts.flatMap((k) => {
      const full = expand(k.idProduct);
      return full ? [{ ...full, quantity: k.quantity }] : [];
    }),
    conjunctProducts: product.conjunctProducts.flatMap((c) => expand(c.idProduct) ?? []),
    buyTogether: product.buyTogether?.products.flatMap((b) => expand(b.idProduct) ?? []) ?? null,
  };
  for (const key of internalKeys) delete view[key];
  return view;
}

/** The product with this id; 404 when unknown. */
export function requireProduct(data: SandboxData, idProduct: number): SandboxProduct {
  const product = data.products.find((p) => p.idProduct === idProduct);
  if (!product) throw new SandboxError(404, `Produto ${idProduct} não encontrado.`);
  return product;
}

/** Normalised words for accent- and case-insensitive search. */
export function searchWords(text: string): string[] {
  return slugify(text).split('-').filter(Boolean);
}

/** Refreshes the derived stock fields of a product after a SKU stock change. */
export function refreshProductStock(product: SandboxProduct): void {
  product.stock = product.skUs.reduce((sum, s) => sum + (s.visible ? s.stock : 0), 0);
  product.descriptionAvailabilityStatus =
    product.flagExhausted || product.stock === 0 ? 'Esgotado' : 'Pronta entrega';
}
