import { describe, expect, it } from 'vitest';
import { cartItemToAnalyticsItem } from '../analytics/cartItemToAnalyticsItem';
import { productToAnalyticsItem } from '../analytics/productToAnalyticsItem';
import { toGa4Item } from '../analytics/toGa4Item';
import { bannerSchema } from '../schemas/bannerSchema';
import { cartItemSchema } from '../schemas/cartItemSchema';
import { categorySchema } from '../schemas/categorySchema';
import { institutionalPageSchema } from '../schemas/institutionalPageSchema';
import { productCategorySchema } from '../schemas/productCategorySchema';
import { categoryBreadcrumbs } from './categoryBreadcrumbs';
import { privacyPolicyHref } from './privacyPolicyHref';
import { productBreadcrumbs } from './productBreadcrumbs';
import { splitBanners } from './splitBanners';

describe('the helpers over entities parsed by the client schemas', () => {
  it('walks a parsed category tree', () => {
    const tree = [
      categorySchema.parse({
        idCategory: 1,
        name: 'Roupas',
        urlFriendly: 'roupas',
        level: '01',
        childMenu: [
          { idCategory: 2, name: 'Camisetas', urlFriendly: 'camisetas', level: '0101', childMenu: null },
        ],
      }),
    ];
    expect(categoryBreadcrumbs(tree, '0101').at(-1)).toEqual({ label: 'Camisetas' });
  });

  it('reads the parsed default flag (0/1 from the platform) for product breadcrumbs and analytics', () => {
    const categories = [
      productCategorySchema.parse({ name: 'Roupas', level: '01', default: 0, urlFriendly: 'roupas' }),
      productCategorySchema.parse({ name: 'Outros', level: '02', default: 0, urlFriendly: 'outros' }),
      productCategorySchema.parse({ name: 'Camisetas', level: '0101', default: 1, urlFriendly: 'camisetas' }),
    ];
    expect(productBreadcrumbs({ name: 'Polo', categories }).map((crumb) => crumb.label)).toEqual([
      'Home',
      'Roupas',
      'Camisetas',
      'Polo',
    ]);
    const item = toGa4Item(productToAnalyticsItem({ idProduct: 1, name: 'Polo', price: 10, categories }));
    expect([item.item_category, item.item_category2]).toEqual(['Roupas', 'Camisetas']);
  });

  it('splits parsed banners, which carry no device restriction, for any device', () => {
    const banners = [
      bannerSchema.parse({ idBanner: 1, name: 'A', nameFileImage: 'a.jpg', random: 1 }),
      bannerSchema.parse({ idBanner: 2, name: 'B', nameFileImage: 'b.jpg', random: 0, device: 'desktop' }),
    ];
    expect(splitBanners(banners, { device: 'mobile' })).toEqual({ random: [banners[0]], fixed: [] });
  });

  it('builds the privacy link from parsed institutional pages', () => {
    const pages = [
      institutionalPageSchema.parse({
        idCustomPage: 4,
        name: 'Institucional',
        order: 1,
        customPagesContent: [
          { idCustomPageContent: 8, name: 'Política de Privacidade', content: '<p>…</p>' },
        ],
      }),
    ];
    expect(privacyPolicyHref(pages)).toBe('/institucional/4/8');
  });

  it('adapts a parsed cart line for analytics', () => {
    const line = cartItemSchema.parse({
      idCartItem: 1,
      idProduct: 3,
      name: 'Meia',
      quantity: 2,
      price: 10,
      stock: 5,
      cartItemVariations: [{ nameReference: 'Tamanho', nameVariation: 'P' }],
    });
    expect(toGa4Item(cartItemToAnalyticsItem(line))).toMatchObject({
      item_id: '3',
      item_variant: 'Tamanho: P',
      quantity: 2,
    });
  });
});
