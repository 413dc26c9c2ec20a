import { screen, within } from '@testing-library/react';
import { storeKeys } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';

const first = () => 0;

/** The indicator of the banner shown now. */
const currentIndicator = (block: HTMLElement) =>
  within(block)
    .getAllByRole('button', { name: /^Mostrar o banner/ })
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

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderCarousel() {
  const view = renderWithStorefront(<Banner type="F" />, { providerProps: { config: { random: first } } });
  const block = await screen.findByRole('region', { name: 'Banners em destaque' });
  await within(block).findByRole('group', { name: '1 de 3' });
  return { ...view, block };
}

describe('Banner carousel (several full banners)', () => {
  it('given three full banners, they form one carousel of named slides, the first loading eagerly', async () => {
    const { block, container } = await renderCarousel();
    expect(block.getAttribute('aria-roledescription')).toBe('carrossel');
    const slides = within(block).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    expect(slides.map((slide) => slide.getAttribute('aria-roledescription'))).toEqual([
      'banner',
      'banner',
      'banner',
    ]);
    const images = within(block).getAllByRole('img');
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
    expect(currentIndicator(block)?.getAttribute('aria-label')).toBe('Mostrar o banner 1 de 3');
    await expectNoAxeViolations(container);
  });

  it('from the keyboard, the next and previous buttons, the arrow keys, Home and End move between banners', async () => {
    const { block, user, container } = await renderCarousel();
    const next = within(block).getByRole('button', { name: 'Próximo banner' });
    const previous = within(block).getByRole('button', { name: 'Banner anterior' });

    next.focus();
    await user.keyboard('{Enter}');
    expect(currentIndicator(block)?.getAttribute('aria-label')).toBe('Mostrar o banner 2 de 3');
    expect(within(block).getByRole('group', { name: '2 de 3' }).getAttribute('data-state')).toBe('active');

    await user.keyboard('{ArrowRight}');
    expect(currentIndicator(block)?.getAttribute('aria-label')).toBe('Mostrar o banner 3 de 3');
    await user.keyboard('{ArrowRight}');
    expect(currentIndicator(block)?.getAttribute('aria-label')).toBe('Mostrar o banner 1 de 3');
    await user.keyboard('{ArrowLeft}');
    expect(currentIndicator(block)?.getAttribute('aria-label')).toBe('Mostrar o banner 3 de 3');
    await user.keyboard('{Home}');
    expect(currentIndicator(block)?.getAttribute('aria-label')).toBe('Mostrar o banner 1 de 3');
    await user.keyboard('{End}');
    expect(currentIndicator(block)?.getAttribute('aria-label')).toBe('Mostrar o banner 3 de 3');

    previous.focus();
    await user.keyboard(' ');
    expect(currentIndicator(block)?.getAttribute('aria-label')).toBe('Mostrar o banner 2 de 3');

    await user.click(within(block).getByRole('button', { name: 'Mostrar o banner 1 de 3' }));
    expect(within(block).getByRole('group', { name: '1 de 3' }).getAttribute('data-state')).toBe('active');
    await expectNoAxeViolations(container);
  });

  it('with Embla running (the browser observers present, reduced motion asked), the keys still move it', async () => {
    vi.stubGlobal('ResizeObserver', InertObserver);
    vi.stubGlobal('IntersectionObserver', InertObserver);
    const queries: string[] = [];
    vi.stubGlobal('matchMedia', (query: string) => {
      queries.push(query);
      return {
        matches: query.includes('reduced-motion'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      };
    });
    const { block, user } = await renderCarousel();
    within(block).getByRole('button', { name: 'Próximo banner' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(currentIndicator(block)?.getAttribute('aria-label')).toBe('Mostrar o banner 2 de 3');
    expect(queries).toContain('(prefers-reduced-motion: reduce)');
  });

  it('renders on the server: the fixed banners as a carousel, the first one eager, without a browser call', async () => {
    const { client, store } = createTestStorefront();
    const banners = await client.catalogue.banners({ type: 'F' });
    const before = store.inspect.requests().length;
    const html = renderToString(
      <StorefrontProvider client={client} fallback={[[storeKeys.banners('F'), banners]]}>
        <Banner type="F" />
      </StorefrontProvider>,
    );
    expect(html).toContain('aria-roledescription="carrossel"');
    expect(html).toContain('aria-label="Banners em destaque"');
    expect(html).toContain('Coleção Outono Inverno');
    expect(html).toContain('Eletrônicos com Frete Grátis');
    expect(html).toContain('Próximo banner');
    expect(html).toMatch(
      /<img[^>]*fetchPriority="high"[^>]*alt="Coleção Outono Inverno"|<img[^>]*alt="Coleção Outono Inverno"[^>]*fetchPriority="high"/,
    );
    expect(store.inspect.requests()).toHaveLength(before);
  });
});
