import type { Brand, Category, Group } from '@vitrine/core';
import { parseRoute } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { findListing, type ListingRoute } from './findListing';

const route = (path: string) => parseRoute(path, '') as ListingRoute;

const categories = [
  {
    idCategory: 1,
    name: 'Moda Feminina',
    urlFriendly: 'moda-feminina',
    level: '01',
    childMenu: [{ idCategory: 2, name: 'Roupas', urlFriendly: 'roupas', level: '0101', childMenu: [] }],
  },
] as unknown as Category[];
const brands = [
  {
    idBrand: 7,
    name: 'Sonora',
    urlFriendly: 'sonora-audio',
    title: 'Sonora Áudio Oficial',
    metaDescription: 'Som.',
  },
] as unknown as Brand[];
const groups = [
  { idGroup: 3, name: 'Dia das Mães', urlFriendly: '/dia-das-maes/g', title: '' },
] as unknown as Group[];

describe('findListing', () => {
  it('finds a category by its path, with its level and the category trail', () => {
    const found = findListing(route('/moda-feminina/roupas/c'), { categories });
    expect(found).toMatchObject({ kind: 'category', title: 'Roupas', level: '0101' });
    expect(found?.crumbs.map((crumb) => crumb.label)).toEqual(['Home', 'Moda Feminina', 'Roupas']);
  });

  it('finds a brand whatever the case of the address, its own SEO title used whole for the document', () => {
    const found = findListing(route('/Sonora-Audio/m'), { brands });
    expect(found).toMatchObject({
      kind: 'brand',
      documentTitle: 'Sonora Áudio Oficial',
      description: 'Som.',
    });
    expect(found?.crumbs.at(-1)?.label).toBe(found?.title);
  });

  it('finds a group whose friendly URL carries slashes and its marker; a blank SEO title is none', () => {
    const found = findListing(route('/dia-das-maes/g'), { groups });
    expect(found).toMatchObject({ kind: 'group', title: 'Dia das Mães', documentTitle: undefined });
  });

  it('answers undefined for an address the store does not have, or a brand address looked up in the groups', () => {
    expect(findListing(route('/moda-masculina/c'), { categories })).toBeUndefined();
    expect(findListing(route('/outra/m'), { brands })).toBeUndefined();
    expect(findListing(route('/sonora-audio/g'), { brands, groups })).toBeUndefined();
  });
});
