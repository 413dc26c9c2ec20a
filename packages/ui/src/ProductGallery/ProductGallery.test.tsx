import { act, screen, waitFor, within } from '@testing-library/react';
import { type ProductDetail, productDetailSchema } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductDetail as ProductDetailWidget } from '../ProductDetail/ProductDetail';
import { ProductGallery } from './ProductGallery';

const { simple, productWithVariations } = sandboxFixtures;
const seed = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });

/** A product detail as the client hands it out. */
function detail(urlFriendly: string): ProductDetail {
  return productDetailSchema.parse(seed.call('catalogue.productDetail', { params: { urlFriendly } }).body);
}

/** The T-shirt with two white pictures, one black and a label picture shared by every colour. */
function shirt() {
  const product = detail(productWithVariations.urlFriendly);
  const variations = (product.availableReferences ?? []).flatMap((reference) => reference.variations);
  const id = (name: string) => variations.find((variation) => variation.name === name)?.idVariation ?? 0;
  const skuOf = (colour: string, size: string) =>
    product.skUs?.find(
      (sku) => sku.variations.some((v) => v.name === colour) && sku.variations.some((v) => v.name === size),
    )?.idSku ?? null;
  return {
    product: {
      ...product,
      productImages: [
        {
          imageDefault: '/img/branco-frente.jpg',
          imageHighResolution: '/img/branco-frente-hd.jpg',
          variacao_ids: [id('Branco')],
        },
        { imageDefault: '/img/branco-costas.jpg', imageHighResolution: null, variacao_ids: [id('Branco')] },
        { imageDefault: '/img/preto-frente.jpg', imageHighResolution: null, variacao_ids: [id('Preto')] },
        { imageDefault: '/img/etiqueta.jpg', imageHighResolution: null, variacao_ids: [] },
      ],
    },
    white: skuOf('Branco', 'M'),
    black: skuOf('Preto', 'M'),
    navy: skuOf('Azul Marinho', 'M'),
  };
}

/** The picture the shopper sees in the main view. */
const shownImage = () => {
  const slides = screen.getAllByRole('group', { name: /^\d+ de \d+$/ });
  expect(slides).toHaveLength(1);
  return within(slides[0] as HTMLElement).getByRole('img');
};
/** The thumbnail marked as the shown picture. */
const currentThumbnail = () =>
  within(screen.getByRole('list', { name: 'Miniaturas' }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'true');

/** What a browser gives Embla; jsdom has none of it. */
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * Gives jsdom what Embla needs to run (the observers and `matchMedia`); `onQuery` hears each media query asked
 * and says whether it matches (none by default).
 */
function stubEmblaBrowser(onQuery: (query: string) => boolean = () => false) {
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', InertObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: onQuery(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductGallery', () => {
  it('given a product with three pictures, the first shows at once with high priority and the others wait', async () => {
    const product = detail(simple.urlFriendly);
    const { container } = renderWithStorefront(<ProductGallery product={product} idSku={simple.idSku} />);
    const gallery = screen.getByRole('region', { name: 'Imagens do produto' });
    expect(gallery.getAttribute('aria-roledescription')).toBe('galeria');

    const first = shownImage();
    expect(first.getAttribute('alt')).toBe(simple.name);
    expect(first.getAttribute('src')).toBe(product.productImages?.[0]?.imageDefault);
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('decoding')).toBe('async');
    expect(first.getAttribute('sizes')).toBe('(min-width: 64em) 50vw, 100vw');
    expect(first.getAttribute('srcset')).toBe(`${product.productImages?.[0]?.imageDefault} 1000w`);
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1000', '1000']);

    const others = Array.from(container.querySelectorAll('.vt-product-gallery__slide img')).slice(1);
    expect(others.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
    expect(others.map((img) => img.getAttribute('alt'))).toEqual([
      `${simple.name} - imagem 2 de 3`,
      `${simple.name} - imagem 3 de 3`,
    ]);
    const thumbnails = within(screen.getByRole('list', { name: 'Miniaturas' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Imagem 1 de 3',
      'Imagem 2 de 3',
      'Imagem 3 de 3',
    ]);
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe('Imagem 1 de 3');
    expect(screen.getByRole('button', { name: 'Ampliar imagem' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('from the keyboard, the arrows move between thumbnails and Enter or Space shows one', async () => {
    const product = detail(simple.urlFriendly);
    const { user, container } = renderWithStorefront(<ProductGallery product={product} />);
    const list = screen.getByRole('list', { name: 'Miniaturas' });
    const [one, two, three] = within(list).getAllByRole('button') as [HTMLElement, HTMLElement, HTMLElement];
    expect([one.tabIndex, two.tabIndex, three.tabIndex]).toEqual([0, -1, -1]);

    one.focus();
    await user.keyboard('{ArrowRight}');
    expect(two).toHaveFocus();
    expect(currentThumbnail()).toBe(one);
    await user.keyboard('{Enter}');
    expect(currentThumbnail()).toBe(two);
    expect(shownImage().getAttribute('alt')).toBe(`${simple.name} - imagem 2 de 3`);
    expect([one.tabIndex, two.tabIndex]).toEqual([-1, 0]);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(one).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(three).toHaveFocus();
    await user.keyboard(' ');
    expect(currentThumbnail()).toBe(three);
    await user.keyboard('{Home}');
    expect(one).toHaveFocus();
    expect(currentThumbnail()).toBe(three);
    await expectNoAxeViolations(container);
  });

  it('the previous and next buttons and the arrow keys on them change the picture, wrapping around', async () => {
    const { user } = renderWithStorefront(<ProductGallery product={detail(simple.urlFriendly)} />);
    const next = screen.getByRole('button', { name: 'Próxima imagem' });
    const previous = screen.getByRole('button', { name: 'Imagem anterior' });
    await user.click(next);
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe('Imagem 2 de 3');
    await user.keyboard('{ArrowRight}');
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe('Imagem 3 de 3');
    await user.click(next);
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe('Imagem 1 de 3');
    await user.click(previous);
    expect(shownImage().getAttribute('alt')).toBe(`${simple.name} - imagem 3 de 3`);
    await user.keyboard('{Home}');
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe('Imagem 1 de 3');
    await user.keyboard('{End}');
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe('Imagem 3 de 3');
  });

  it('given another variation, the gallery shows its pictures from the first; a SKU without its own shows them all', async () => {
    const { product, white, black, navy } = shirt();
    const onIndexChange = vi.fn();
    const { user, rerender, container } = renderWithStorefront(
      <ProductGallery product={product} idSku={white} onIndexChange={onIndexChange} />,
    );
    expect(shownImage().getAttribute('src')).toBe('/img/branco-frente.jpg');
    expect(within(screen.getByRole('list', { name: 'Miniaturas' })).getAllByRole('button')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Imagem 2 de 3' }));
    expect(shownImage().getAttribute('src')).toBe('/img/branco-costas.jpg');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);

    rerender(<ProductGallery product={product} idSku={black} onIndexChange={onIndexChange} />);
    const shown = shownImage();
    expect(shown.getAttribute('src')).toBe('/img/preto-frente.jpg');
    expect(shown.getAttribute('fetchpriority')).toBe('high');
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe('Imagem 1 de 2');
    expect(screen.getByRole('button', { name: 'Imagem 2 de 2' })).toBeInTheDocument();
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    await expectNoAxeViolations(container);

    rerender(<ProductGallery product={product} idSku={navy} />);
    expect(within(screen.getByRole('list', { name: 'Miniaturas' })).getAllByRole('button')).toHaveLength(4);
    expect(shownImage().getAttribute('src')).toBe('/img/branco-frente.jpg');
  });

  it('beside a ready-made buy box in the same Root, both follow one choice (the box joins the Root)', async () => {
    const { product } = shirt();
    const { user } = renderWithStorefront(
      <ProductDetailWidget.Root product={product}>
        <ProductGallery />
        <ProductDetailWidget.BuyBox product={product} trackView={false} />
      </ProductDetailWidget.Root>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.click(await screen.findByRole('radio', { name: /^Preto/ }));
    await waitFor(() => expect(shownImage().getAttribute('src')).toBe('/img/preto-frente.jpg'));
  });

  it("inside ProductDetail.Root and given nothing, it shows that product and follows the shopper's colour", async () => {
    const { product } = shirt();
    const { user } = renderWithStorefront(
      <ProductDetailWidget.Root product={product}>
        <ProductGallery />
        <ProductDetailWidget.Variations />
      </ProductDetailWidget.Root>,
    );
    await user.click(await screen.findByRole('radio', { name: /^Preto/ }));
    await waitFor(() => expect(shownImage().getAttribute('src')).toBe('/img/preto-frente.jpg'));
    await user.click(screen.getByRole('radio', { name: /^Branco/ }));
    await waitFor(() => expect(shownImage().getAttribute('src')).toBe('/img/branco-frente.jpg'));
  });

  it('given a product without pictures, a neutral placeholder named after it and no controls', async () => {
    const product = {
      ...detail(simple.urlFriendly),
      productImages: [],
      imageHome: null,
      alternativeImage: null,
    };
    const { container } = renderWithStorefront(<ProductGallery product={product} />);
    const gallery = screen.getByRole('region', { name: 'Imagens do produto' });
    expect(gallery).toHaveAttribute('data-empty');
    const placeholder = within(gallery).getByRole('img', { name: simple.name });
    expect(placeholder.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(within(gallery).queryAllByRole('button')).toHaveLength(0);
    expect(within(gallery).queryByRole('list')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("given a detail that came without its list of pictures, it shows the listing picture, then the store's list", async () => {
    const product = { ...detail(simple.urlFriendly), productImages: undefined };
    const { requests } = renderWithStorefront(<ProductGallery product={product} />);
    expect(shownImage().getAttribute('src')).toBe(product.imageHome);
    expect(await screen.findByRole('button', { name: 'Imagem 3 de 3' })).toBeInTheDocument();
    expect(requests('catalogue.productImages')).toHaveLength(1);
  });

  it('given a single picture, it shows no thumbnails nor previous/next, but can still be enlarged', async () => {
    const { product, black } = shirt();
    const single = { ...product, productImages: product.productImages.slice(2, 3) };
    const { container } = renderWithStorefront(<ProductGallery product={single} idSku={black} />);
    expect(shownImage().getAttribute('src')).toBe('/img/preto-frente.jpg');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Próxima imagem' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ampliar imagem' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given texts as props or from the provider, props win over the provider', () => {
    renderWithStorefront(<ProductGallery product={detail(simple.urlFriendly)} next="Avançar" />, {
      providerProps: {
        messages: {
          ui: {
            productGallery: {
              next: 'Seguinte',
              zoomTrigger: 'Ver maior',
              thumbnailLabel: (p) => `Foto ${p}`,
            },
          },
        },
      },
    });
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver maior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto 2' })).toBeInTheDocument();
  });

  it('controlled, it shows the index it is given and asks its owner to change it', async () => {
    const onIndexChange = vi.fn();
    const product = detail(simple.urlFriendly);
    const { user } = renderWithStorefront(
      <ProductGallery product={product} index={2} onIndexChange={onIndexChange} />,
    );
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe('Imagem 3 de 3');
    await user.click(screen.getByRole('button', { name: 'Imagem 1 de 3' }));
    expect(onIndexChange).toHaveBeenCalledWith(0);
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe('Imagem 3 de 3');
  });

  it('composed from its parts, each part renders its element with the classes and handlers given', async () => {
    const product = detail(simple.urlFriendly);
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user } = renderWithStorefront(
      <ProductGallery.Root product={product} className="loja" label="Fotos">
        <ProductGallery.Main className="principal" />
        <ProductGallery.Next onClick={onClick}>Mais</ProductGallery.Next>
        <ProductGallery.Thumbnails>
          {(image, index) => (
            <ProductGallery.Thumbnail index={index}>{image.imageDefault}</ProductGallery.Thumbnail>
          )}
        </ProductGallery.Thumbnails>
      </ProductGallery.Root>,
    );
    const gallery = screen.getByRole('region', { name: 'Fotos' });
    expect(gallery).toHaveClass('vt-product-gallery', 'loja');
    expect(gallery.querySelector('.vt-product-gallery__viewport.principal')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Próxima imagem' }));
    expect(onClick).toHaveBeenCalled();
    expect(currentThumbnail()).toHaveTextContent(product.productImages?.[0]?.imageDefault ?? '');
  });

  it('given a part outside its Root, it says which part and where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithStorefront(<ProductGallery.Thumbnails />)).toThrow(
      '<ProductGallery.Thumbnails> must be used inside <ProductGallery.Root>.',
    );
  });

  it('with Embla running (the browser observers present, reduced motion asked), the buttons and keys still move it', async () => {
    const queries: string[] = [];
    stubEmblaBrowser((query) => {
      queries.push(query);
      return query.includes('reduced-motion');
    });
    const { product, white, black } = shirt();
    const { user, container, rerender } = renderWithStorefront(
      <ProductGallery product={product} idSku={white} />,
    );
    await waitFor(() => expect(container.querySelector('[data-swipe]')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Próxima imagem' }));
    await user.keyboard('{ArrowRight}');
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe('Imagem 3 de 3');
    expect(queries).toContain('(prefers-reduced-motion: reduce)');
    rerender(<ProductGallery product={product} idSku={black} />);
    expect(shownImage().getAttribute('src')).toBe('/img/preto-frente.jpg');
  });

  it("given another variation's pictures, Embla starts on them after the frame that shows them, not in it", async () => {
    // Embla asks for its breakpoints' media query when it starts: the count grows each time it starts.
    let starts = 0;
    stubEmblaBrowser((query) => {
      if (query.includes('reduced-motion')) starts += 1;
      return false;
    });
    const { product, white, black } = shirt();
    const { container, rerender } = renderWithStorefront(<ProductGallery product={product} idSku={white} />);
    await waitFor(() => expect(starts).toBeGreaterThan(0));
    expect(container.querySelector('[data-swipe]')).not.toBeNull();
    const afterFirstStart = starts;

    act(() => rerender(<ProductGallery product={product} idSku={black} />));
    // The new pictures are in the page, and Embla has not measured them yet: that would delay their paint.
    expect(shownImage().getAttribute('src')).toBe('/img/preto-frente.jpg');
    expect(starts).toBe(afterFirstStart);
    await waitFor(() => expect(starts).toBeGreaterThan(afterFirstStart));
  });

  it('hydrates the server markup without a mismatch, and keeps the same box once Embla runs', async () => {
    stubEmblaBrowser();
    const { client } = createTestStorefront();
    const product = detail(simple.urlFriendly);
    const page = (
      <StorefrontProvider client={client}>
        <ProductGallery product={product} idSku={simple.idSku} />
      </StorefrontProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverImage = container.querySelector('img');
    const box = (element: Element | null) =>
      ['class', 'width', 'height', 'sizes', 'loading', 'fetchpriority'].map((name) =>
        element?.getAttribute(name),
      );
    const before = box(serverImage);
    const mismatches: unknown[] = [];
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    await waitFor(() => expect(container.querySelector('[data-swipe]')).not.toBeNull());
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // The very element the server sent is kept, with the same box.
    expect(container.querySelector('img')).toBe(serverImage);
    expect(box(container.querySelector('img'))).toEqual(before);
    act(() => root.unmount());
    container.remove();
  });

  it('renders on the server: the first picture a plain eager high-priority image with its box, nothing fetched', () => {
    const { client, store } = createTestStorefront();
    const product = detail(simple.urlFriendly);
    const before = store.inspect.requests().length;
    const html = renderToString(
      <StorefrontProvider client={client}>
        <ProductGallery product={product} idSku={simple.idSku} />
      </StorefrontProvider>,
    );
    const images = html.match(/<img [^>]*>/g) ?? [];
    const first = images[0] ?? '';
    expect(first).toContain(`src="${product.productImages?.[0]?.imageDefault}"`);
    expect(first).toMatch(/fetchpriority="high"/i);
    expect(first).toContain('loading="eager"');
    expect(first).toContain('decoding="async"');
    expect(first).toContain('width="1000"');
    expect(first).toContain('height="1000"');
    expect(first).toContain('sizes="(min-width: 64em) 50vw, 100vw"');
    expect(first).toContain(`alt="${simple.name}"`);
    expect(images.slice(1).every((img) => img.includes('loading="lazy"'))).toBe(true);
    expect(html).toContain('aria-label="Ampliar imagem"');
    expect(html).toContain('aria-label="Imagem 1 de 3"');
    expect(html).not.toContain('role="dialog"');
    expect(store.inspect.requests()).toHaveLength(before);
  });
});
