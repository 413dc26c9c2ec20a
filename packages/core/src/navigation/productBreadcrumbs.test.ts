import { describe, expect, it } from 'vitest';
import { defaultCategory } from './defaultCategory';
import { productBreadcrumbs } from './productBreadcrumbs';
import { productCategoryPath } from './productCategoryPath';

const categories = [
  { name: 'Acessórios', level: '02', urlFriendly: 'acessorios', default: false },
  { name: 'Roupas', level: '01', urlFriendly: 'roupas', default: false },
  { name: 'Camisetas', level: '0101', urlFriendly: 'camisetas', default: false },
  { name: 'Manga Longa', level: '010101', urlFriendly: 'manga-longa', default: false },
  { name: 'Inverno', level: '01010101', urlFriendly: 'inverno', default: true },
];

describe('defaultCategory', () => {
  it('picks the flagged category, either spelling, else the first', () => {
    expect(defaultCategory(categories)?.name).toBe('Inverno');
    expect(
      defaultCategory([
        { name: 'A', level: '01' },
        { name: 'B', level: '02', isDefault: 1 },
      ])?.name,
    ).toBe('B');
    expect(defaultCategory([{ name: 'A', level: '01' }])?.name).toBe('A');
    expect(defaultCategory([])).toBeUndefined();
    expect(defaultCategory(null)).toBeUndefined();
  });
});

describe('productCategoryPath', () => {
  it('reads the default category path root first', () => {
    expect(productCategoryPath(categories).map((category) => category.name)).toEqual([
      'Roupas',
      'Camisetas',
      'Manga Longa',
      'Inverno',
    ]);
  });
});

describe('productBreadcrumbs', () => {
  it('is Home, up to three levels of the default category, then the product name', () => {
    expect(productBreadcrumbs({ name: 'Camiseta Térmica', categories })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Roupas', href: '/roupas/c' },
      { label: 'Camisetas', href: '/roupas/camisetas/c' },
      { label: 'Manga Longa', href: '/roupas/camisetas/manga-longa/c' },
      { label: 'Camiseta Térmica' },
    ]);
  });

  it("given the themes 'modas' and 'cosmeticos', the product name is dropped", () => {
    for (const theme of ['modas', 'cosmeticos', 'Cosméticos']) {
      const crumbs = productBreadcrumbs({ name: 'Batom', categories }, { theme });
      expect(crumbs.at(-1)).toEqual({ label: 'Manga Longa', href: '/roupas/camisetas/manga-longa/c' });
    }
    expect(productBreadcrumbs({ name: 'Batom', categories }, { theme: 'eletronicos' }).at(-1)).toEqual({
      label: 'Batom',
    });
  });

  it('given a product without categories, it is Home and the product name', () => {
    expect(productBreadcrumbs({ name: 'Vale-presente' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Vale-presente' },
    ]);
  });
});
