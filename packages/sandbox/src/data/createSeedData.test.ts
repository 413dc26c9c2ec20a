import {
  bannerSchema,
  brandSchema,
  categorySchema,
  companySchema,
  customerSchema,
  groupSchema,
  institutionalPageSchema,
  paymentGatewaySchema,
  productDetailSchema,
  productSchema,
  sealSchema,
  socialNetworkSchema,
} from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { toDetailProduct, toListProduct } from '../store/productViews';
import { createSeedData } from './createSeedData';
import { sandboxFixtures as F } from './sandboxFixtures';
import type { SandboxCategory } from './types';

const now = new Date('2025-05-01T12:00:00Z');
const data = createSeedData({ now });
const flat = (list: SandboxCategory[]): SandboxCategory[] => list.flatMap((c) => [c, ...flat(c.childMenu)]);

describe('the seed catalogue', () => {
  it('parses entirely with the client schemas (products as list and detail views)', () => {
    for (const product of data.products) {
      expect(productSchema.safeParse(toListProduct(product)).error).toBeUndefined();
      expect(productDetailSchema.safeParse(toDetailProduct(product, data)).error).toBeUndefined();
    }
    for (const category of data.categories) expect(categorySchema.safeParse(category).error).toBeUndefined();
    for (const brand of data.brands) expect(brandSchema.safeParse(brand).error).toBeUndefined();
    for (const group of data.groups) {
      expect(groupSchema.safeParse({ ...group, productShowCases: null }).error).toBeUndefined();
    }
    for (const banner of data.banners) expect(bannerSchema.safeParse(banner).error).toBeUndefined();
    for (const page of data.customPages)
      expect(institutionalPageSchema.safeParse(page).error).toBeUndefined();
    for (const seal of data.seals) expect(sealSchema.safeParse(seal).error).toBeUndefined();
    for (const network of data.socialNetworks)
      expect(socialNetworkSchema.safeParse(network).error).toBeUndefined();
    for (const gateway of data.paymentGateways)
      expect(paymentGatewaySchema.safeParse(gateway).error).toBeUndefined();
    expect(companySchema.safeParse(data.company).error).toBeUndefined();
    expect(customerSchema.safeParse({ ...data.customers[0], authenticated: true }).error).toBeUndefined();
  });

  it('is identical for the same seed and clock, and different for another seed', () => {
    expect(createSeedData({ now })).toEqual(data);
    const other = createSeedData({ now, seed: 7 });
    expect(other.products.map((p) => p.stock)).not.toEqual(data.products.map((p) => p.stock));
    expect(other.products.map((p) => p.idProduct)).toEqual(data.products.map((p) => p.idProduct));
  });

  it('has at least 80 products over a 3-level tree with 2-character level codes per depth', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(80);
    const levels = flat(data.categories).map((c) => c.level);
    expect(new Set(levels.map((l) => l.length))).toEqual(new Set([2, 4, 6]));
    for (const category of flat(data.categories)) {
      for (const child of category.childMenu) expect(child.level.startsWith(category.level)).toBe(true);
    }
    for (const product of data.products)
      expect(product.categories.map((c) => c.level.length)).toEqual([2, 4, 6]);
  });

  it('has a colour × size product with a missing combination and a sold-out SKU', () => {
    const product = data.products.find((p) => p.idProduct === F.productWithVariations.idProduct);
    expect(product?.availableReferences.map((r) => r.name)).toEqual(['Cor', 'Tamanho']);
    expect(product?.skUs).toHaveLength(11);
    const names = product?.skUs.map((s) => s.variations.map((v) => v.name).join('/'));
    expect(names).not.toContain('Azul Marinho/GG');
    expect(product?.skUs.find((s) => s.idSku === F.productWithVariations.outOfStockSku)?.stock).toBe(0);
  });

  it('covers every UI case: standard SKU out, exhausted, on request, kit, conjunct, offers, seals, long names', () => {
    const byId = (id: number) => data.products.find((p) => p.idProduct === id);
    const standardOut = byId(F.outOfStockStandardSku.idProduct);
    expect(standardOut?.skUs.find((s) => s.standard)?.stock).toBe(0);
    expect(standardOut?.stock).toBeGreaterThan(0);
    expect(byId(F.exhausted.idProduct)?.flagExhausted).toBe(true);
    expect(byId(F.priceOnRequest.idProduct)?.idTypeProduct).toBe(3);
    expect(byId(F.kit.idProduct)?.kitProducts.map((k) => k.quantity)).toEqual([1, 1, 2]);
    expect(byId(F.conjunct.idProduct)?.conjunctProducts.some((c) => c.stock === 0)).toBe(true);
    expect(byId(F.buyTogether.idProduct)?.buyTogether?.products).toHaveLength(2);
    const offers = data.products.filter((p) => p.offerStatus === 1);
    expect(offers.length).toBeGreaterThanOrEqual(4);
    expect(offers.every((p) => Date.parse(p.offerEndDate ?? '') > now.getTime())).toBe(true);
    expect(new Set(data.products.map((p) => p.sealStatus.name))).toEqual(
      new Set(['normal', 'Frete Grátis', 'Lançamento']),
    );
    expect(data.products.some((p) => p.name.length > 45)).toBe(true);
    expect(new Set(data.products.map((p) => p.typeDiscount))).toEqual(new Set([0, 1, 2]));
    expect(byId(F.takeXPayY.idProduct)?.idTakeXPayY).toBe(1);
    const ratings = byId(F.rated.idProduct)?.productRatings ?? [];
    expect(new Set(ratings.map((r) => r.leavePublicEmail))).toEqual(new Set([true, false]));
    expect(byId(F.grouped.idProduct)?.productGrouping?.products).toHaveLength(3);
    expect(byId(F.maliciousDescription.idProduct)?.descriptionDetail).toMatch(/onerror=.*<script>/);
  });

  it('has banners of every type, random and fixed, some restricted to mobile or desktop', () => {
    expect(new Set(data.banners.map((b) => b.type))).toEqual(new Set(['F', 'C', 'L', 'R']));
    expect(new Set(data.banners.map((b) => b.random))).toEqual(new Set([0, 1]));
    expect(new Set(data.banners.map((b) => b.device))).toEqual(new Set(['all', 'mobile', 'desktop']));
    expect(data.banners.some((b) => /onerror|<script>/.test(b.description))).toBe(true);
  });

  it('has the privacy-policy page, a left social network and company settings of the platform', () => {
    const page = data.customPages.find((p) => p.name === 'institucional');
    expect(page?.customPagesContent.map((c) => c.name)).toContain('política de privacidade');
    expect(data.socialNetworks.some((s) => s.position === 'ESQUERDA')).toBe(true);
    expect(data.company.privacyPolicy.alertText).toContain('{link}');
    expect(data.company).toMatchObject({ usePurchaseFacilitator: 'S', nameStore: 'Loja Vitrine' });
    expect(data.antiBot.tipo).toBe('Evaluation,Contact');
  });
});
