import { describe, expect, it } from 'vitest';
import { createSeedData } from '../data/createSeedData';
import { renderSandboxImage, SANDBOX_IMAGES_PREFIX } from './renderSandboxImage';

const data = createSeedData({ now: new Date('2026-11-01T12:00:00Z') });

/** The `<text>` elements of an SVG: each line's text, font size and the SVG's width. */
function textsOf(svg: string) {
  const width = Number(/width="(\d+)"/.exec(svg)?.[1]);
  const lines = [...svg.matchAll(/<text[^>]*font-size="(\d+(?:\.\d+)?)"[^>]*>([^<]*)<\/text>/g)].map(
    ([, size, text]) => ({
      size: Number(size),
      text: (text ?? '').replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
    }),
  );
  return { width, lines };
}

const image = (path: string) => {
  const svg = renderSandboxImage(`${SANDBOX_IMAGES_PREFIX}${path}`, data);
  if (!svg) throw new Error(`no image at ${path}`);
  return svg;
};

/** The visible text of an HTML fragment, tags dropped and spaces collapsed. */
const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the sandbox art', () => {
  it('draws a banner with its title only: no type, device or other test label', () => {
    for (const banner of data.banners) {
      const { lines } = textsOf(image(`banners/${banner.idBanner}.svg`));
      expect(lines.map((line) => line.text).join(' ')).toBe(banner.name);
    }
  });

  it('draws a product as a photo would show it: no name or code printed over the picture, the name as its label', () => {
    const product = data.products[0];
    if (!product) throw new Error('no product in the seed');
    const svg = image(`products/${product.idProduct}-1.svg`);
    expect(textsOf(svg).lines).toEqual([]);
    expect(svg).toContain(`<title>${product.name.replace(/&/g, '&amp;')}</title>`);
  });

  it('never repeats a banner title in its caption (the description under the picture)', () => {
    for (const banner of data.banners) {
      expect(textOfHtml(banner.description)).not.toContain(banner.name);
    }
  });

  it("names the bank logos as the store does, with their accents ('Banco do Brasil', 'Itaú'), in whole words", () => {
    expect(
      textsOf(image('payments/banco-do-brasil.svg'))
        .lines.map((line) => line.text)
        .join(' '),
    ).toBe('Banco do Brasil');
    expect(textsOf(image('payments/itau.svg')).lines.map((line) => line.text)).toEqual(['Itaú']);
  });

  it('sizes every badge text to fit its tile (about 0.6 em a character), so no name is cut', () => {
    const badges = [
      ...data.paymentGateways.flatMap((gateway) =>
        gateway.paymentMethods.flatMap((method) => method.paymentBrands.map((brand) => brand.image)),
      ),
      ...data.seals.map((seal) => seal.image),
      ...data.brands.map((brand) => `${SANDBOX_IMAGES_PREFIX}brands/${brand.urlFriendly}.svg`),
    ];
    expect(badges.length).toBeGreaterThan(10);
    for (const path of badges) {
      const { width, lines } = textsOf(image(path.slice(SANDBOX_IMAGES_PREFIX.length)));
      for (const line of lines)
        expect(line.text.length * 0.6 * line.size, `${path}: ${line.text}`).toBeLessThanOrEqual(width - 20);
    }
  });
});
