import { describe, expect, it } from 'vitest';
import { categorySchema } from './categorySchema';

describe('categorySchema', () => {
  it('given a tree three levels deep, it parses every level', () => {
    const tree = categorySchema.parse({
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
          childMenu: [{ idCategory: 3, name: 'Manga Curta', urlFriendly: 'manga-curta', level: '010101' }],
        },
      ],
    });
    expect(tree.childMenu?.[0]?.childMenu?.[0]?.level).toBe('010101');
  });

  it('given a malformed grandchild, it rejects the tree and points at it', () => {
    const result = categorySchema.safeParse({
      idCategory: 1,
      name: 'Roupas',
      urlFriendly: 'roupas',
      level: '01',
      childMenu: [
        { idCategory: 2, name: 'Camisetas', urlFriendly: 'camisetas', level: '0101', childMenu: [{}] },
      ],
    });
    expect(result.error?.issues[0]?.path.slice(0, 4)).toEqual(['childMenu', 0, 'childMenu', 0]);
  });
});
