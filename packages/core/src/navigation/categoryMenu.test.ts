import { describe, expect, it } from 'vitest';
import { categoryMenu } from './categoryMenu';
import type { CategoryLike } from './types';

const leaf = (idCategory: number, level: string): CategoryLike => ({
  idCategory,
  name: `Categoria ${idCategory}`,
  urlFriendly: `categoria-${idCategory}`,
  level,
});

const tree: CategoryLike[] = [
  {
    ...leaf(1, '01'),
    image: 'roupas.png',
    childMenu: [{ ...leaf(11, '0101'), childMenu: [leaf(111, '010101')] }, leaf(12, '0102')],
  },
  leaf(2, '02'),
  leaf(3, '03'),
  leaf(4, '04'),
  leaf(5, '05'),
  leaf(6, '06'),
];

describe('categoryMenu', () => {
  it('links every entry to its friendly URL with its level, depth and child menus', () => {
    const [first] = categoryMenu(tree);
    expect(first).toMatchObject({
      idCategory: 1,
      href: '/categoria-1/c',
      level: '01',
      depth: 1,
      image: 'roupas.png',
    });
    expect(first?.children.map((child) => child.href)).toEqual([
      '/categoria-1/categoria-11/c',
      '/categoria-1/categoria-12/c',
    ]);
    expect(first?.children[0]?.children[0]).toMatchObject({
      idCategory: 111,
      depth: 3,
      href: '/categoria-1/categoria-11/categoria-111/c',
      children: [],
      image: undefined,
    });
  });

  it('given the top-categories option, only the first 5 remain', () => {
    expect(categoryMenu(tree).map((item) => item.idCategory)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(categoryMenu(tree, { onlyFirstFive: true }).map((item) => item.idCategory)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('given child menus off or a maximum depth, it cuts the tree', () => {
    expect(categoryMenu(tree, { showChildren: false })[0]?.children).toEqual([]);
    const [first] = categoryMenu(tree, { maxDepth: 2 });
    expect(first?.children).toHaveLength(2);
    expect(first?.children[0]?.children).toEqual([]);
  });

  it('given no tree, it is empty', () => {
    expect(categoryMenu(undefined)).toEqual([]);
  });
});
