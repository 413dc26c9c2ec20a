import { describe, expect, it } from 'vitest';
import { categoryBreadcrumbs } from './categoryBreadcrumbs';
import { categoryPath } from './categoryPath';
import type { CategoryLike } from './types';

const tree: CategoryLike[] = [
  {
    idCategory: 1,
    name: 'Roupas',
    urlFriendly: 'roupas',
    level: '01',
    childMenu: [
      {
        idCategory: 2,
        name: 'Camisetas',
        urlFriendly: 'camisetas',
        level: '0101',
        childMenu: [{ idCategory: 3, name: 'Manga Longa', urlFriendly: 'manga-longa', level: '010101' }],
      },
    ],
  },
  { idCategory: 4, name: 'Calçados', urlFriendly: 'calcados/', level: '02', childMenu: null },
];

describe('categoryPath', () => {
  it('walks the tree along the level code, 2 characters per depth', () => {
    expect(categoryPath(tree, '010101').map((category) => category.name)).toEqual([
      'Roupas',
      'Camisetas',
      'Manga Longa',
    ]);
  });

  it('given a flat list, it finds the same path', () => {
    const flat = [tree[0]!.childMenu![0]!, tree[0]!, { ...tree[0]!.childMenu![0]!.childMenu![0]! }];
    expect(categoryPath(flat, '010101').map((category) => category.idCategory)).toEqual([1, 2, 3]);
  });

  it('given an unknown level, it is empty', () => {
    expect(categoryPath(tree, '09')).toEqual([]);
    expect(categoryPath(tree, '')).toEqual([]);
  });
});

describe('categoryBreadcrumbs', () => {
  it('given a third-level category, it is Home then the path, ancestors linked and the current one not', () => {
    expect(categoryBreadcrumbs(tree, '010101')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Roupas', href: '/roupas/c' },
      { label: 'Camisetas', href: '/roupas/camisetas/c' },
      { label: 'Manga Longa' },
    ]);
  });

  it('given a root category, it is Home and the category', () => {
    expect(categoryBreadcrumbs(tree, '02')).toEqual([{ label: 'Home', href: '/' }, { label: 'Calçados' }]);
  });

  it('given friendly URLs that already hold the whole path, it links them as they are', () => {
    const full: CategoryLike[] = [
      {
        idCategory: 1,
        name: 'Roupas',
        urlFriendly: 'roupas',
        level: '01',
        childMenu: [
          {
            idCategory: 2,
            name: 'Camisetas',
            urlFriendly: 'roupas/camisetas',
            level: '0101',
            childMenu: [
              { idCategory: 3, name: 'Polo', urlFriendly: 'roupas/camisetas/polo', level: '010101' },
            ],
          },
        ],
      },
    ];
    expect(categoryBreadcrumbs(full, '010101')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Roupas', href: '/roupas/c' },
      { label: 'Camisetas', href: '/roupas/camisetas/c' },
      { label: 'Polo' },
    ]);
  });
});
