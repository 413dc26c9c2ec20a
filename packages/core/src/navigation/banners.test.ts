import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickRandomBanner } from './pickRandomBanner';
import { splitBanners } from './splitBanners';
import type { BannerLike } from './types';

const banners: (BannerLike & { name: string })[] = [
  { idBanner: 1, name: 'Verão', random: 1 },
  { idBanner: 2, name: 'Frete', random: 0 },
  { idBanner: 3, name: 'App', random: 1, device: 'mobile' },
  { idBanner: 4, name: 'Desktop', random: 0, device: 'desktop' },
  { idBanner: 5, name: 'Natal', random: '1' },
];

describe('splitBanners', () => {
  it('splits into random (flag 1) and fixed (flag 0) groups, keeping the order', () => {
    const { random, fixed } = splitBanners(banners, { device: 'desktop' });
    expect(random.map((banner) => banner.idBanner)).toEqual([1, 5]);
    expect(fixed.map((banner) => banner.idBanner)).toEqual([2, 4]);
  });

  it('given a mobile device, banners restricted to desktop are left out and mobile ones kept', () => {
    const { random, fixed } = splitBanners(banners, { device: 'mobile' });
    expect(random.map((banner) => banner.idBanner)).toEqual([1, 3, 5]);
    expect(fixed.map((banner) => banner.idBanner)).toEqual([2]);
  });

  it("given banners marked for 'all' devices, they show on mobile and on desktop", () => {
    const everywhere: BannerLike[] = [{ idBanner: 9, random: 0, device: 'all' }];
    expect(splitBanners(everywhere, { device: 'mobile' }).fixed).toHaveLength(1);
    expect(splitBanners(everywhere, { device: 'desktop' }).fixed).toHaveLength(1);
  });

  it('given an idBanner, it narrows to that banner', () => {
    expect(splitBanners(banners, { device: 'desktop', idBanner: 2 })).toEqual({
      random: [],
      fixed: [banners[1]],
    });
    expect(splitBanners(banners, { device: 'desktop', idBanner: 3 })).toEqual({ random: [], fixed: [] });
  });

  it('given no banners, both groups are empty', () => {
    expect(splitBanners(null, { device: 'mobile' })).toEqual({ random: [], fixed: [] });
  });
});

describe('pickRandomBanner', () => {
  it('draws deterministically from the number source', () => {
    const group = ['a', 'b', 'c'];
    expect(pickRandomBanner(group, () => 0)).toBe('a');
    expect(pickRandomBanner(group, () => 0.5)).toBe('b');
    expect(pickRandomBanner(group, () => 0.99)).toBe('c');
  });

  it('given an empty group, it is undefined', () => {
    expect(pickRandomBanner([], () => 0.3)).toBeUndefined();
  });

  it('always returns a member, whatever the source yields', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1 }), fc.double(), (group, draw) => {
        expect(group).toContain(pickRandomBanner(group, () => draw));
      }),
    );
  });
});
