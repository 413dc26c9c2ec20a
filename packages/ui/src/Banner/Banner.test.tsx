import { screen, waitFor, within } from '@testing-library/react';
import type { Ga4EcommerceEvent } from '@vitrine/core';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner';

/** An analytics sink keeping the GA4 events it gets, in order. */
function recordingSink() {
  const events: Ga4EcommerceEvent[] = [];
  return { events, ecommerce: (event: Ga4EcommerceEvent) => void events.push(event) };
}

const first = () => 0;

describe('Banner', () => {
  it('on a desktop, the drawn random banner comes first, then the fixed ones, mobile-only banners left out', async () => {
    const { container } = renderWithStorefront(<Banner type="F" />, {
      providerProps: { config: { random: first } },
    });
    const block = await screen.findByRole('region', { name: 'Banners em destaque' });
    await waitFor(() => expect(within(block).getAllByRole('img')).toHaveLength(3));
    expect(
      within(block)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Semana da Casa', 'Coleção Outono Inverno', 'Eletrônicos com Frete Grátis']);
    expect(screen.getByRole('link', { name: 'Coleção Outono Inverno' }).getAttribute('href')).toBe(
      '/moda-feminina/c',
    );
    expect(screen.queryByAltText('Ofertas Relâmpago no App')).toBeNull();
    expect((await within(block).findByText('30% OFF')).tagName).toBe('STRONG');
    await expectNoAxeViolations(container);
  });

  it('given a full and a central block on one page, each is its own named landmark', async () => {
    const { container } = renderWithStorefront(
      <>
        <Banner type="F" />
        <Banner type="C" />
      </>,
      { providerProps: { config: { random: first } } },
    );
    expect(await screen.findByRole('region', { name: 'Banners em destaque' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Banners centrais' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('on a mobile, desktop-only banners are left out and mobile ones can be drawn', async () => {
    renderWithStorefront(<Banner type="F" show="random" />, {
      providerProps: { config: { device: 'mobile', random: () => 0.99 } },
    });
    expect(await screen.findByAltText('Ofertas Relâmpago no App')).toBeTruthy();
    expect(screen.queryByAltText('Eletrônicos com Frete Grátis')).toBeNull();
    expect(screen.queryByAltText('Coleção Outono Inverno')).toBeNull();
  });

  it('given a description with a script and an image handler, it is rendered sanitized', async () => {
    const { container } = renderWithStorefront(<Banner type="C" show="fixed" />);
    expect(await screen.findByText('Marcas com o selo Beleza Garantida.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('alert(');
    expect(screen.getByAltText('Selo Beleza Garantida')).toBeInTheDocument();
  });

  it('given one idBanner, only that banner shows, without a region of several', async () => {
    renderWithStorefront(<Banner type="F" idBanner={4} />);
    const picture = await screen.findByAltText('Eletrônicos com Frete Grátis');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('region')).toBeNull();
    expect(picture.getAttribute('loading')).toBe('eager');
  });

  it("given a category's friendly path, that category's banners show", async () => {
    renderWithStorefront(<Banner type="F" textLink={`${sandboxFixtures.category.level3}/c`} />);
    expect(await screen.findByAltText('Vestidos da Estação')).toBeTruthy();
    expect(screen.queryByAltText('Coleção Outono Inverno')).toBeNull();
  });

  it('while loading, a skeleton of the type holds the place', async () => {
    const { container } = renderWithStorefront(<Banner type="C" />);
    const root = container.querySelector('.vt-banner') as HTMLElement;
    expect(root.getAttribute('data-type')).toBe('C');
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelector('.vt-skeleton')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given a listing without banners, nothing renders', async () => {
    const { container } = renderWithStorefront(<Banner type="R" textLink="sem-banners/c" />);
    expect(container.querySelector('.vt-banner')).not.toBeNull();
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('given the banners fail to load, nothing renders', async () => {
    const { container, store } = renderWithStorefront(<Banner type="F" />);
    store.faults.inject({ operation: 'catalogue.banners', status: 500 });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('once shown with the drawn random banner, each banner is reported as view_promotion once, in order', async () => {
    const analytics = recordingSink();
    const { container, rerender } = renderWithStorefront(<Banner type="F" />, {
      providerProps: { config: { random: first }, analytics },
    });
    const block = await screen.findByRole('region', { name: 'Banners em destaque' });
    await waitFor(() => expect(within(block).getAllByRole('img')).toHaveLength(3));

    await waitFor(() => expect(analytics.events).toHaveLength(3));
    expect(analytics.events.map((event) => [event.event, event.ecommerce.currency])).toEqual([
      ['view_promotion', 'BRL'],
      ['view_promotion', 'BRL'],
      ['view_promotion', 'BRL'],
    ]);
    expect(
      analytics.events.map((event) => [event.ecommerce.promotion_name, event.ecommerce.creative_slot]),
    ).toEqual([
      ['Semana da Casa', 'banner_F_1'],
      ['Coleção Outono Inverno', 'banner_F_2'],
      ['Eletrônicos com Frete Grátis', 'banner_F_3'],
    ]);
    rerender(<Banner type="F" className="outra" />);
    expect(analytics.events).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it("given a banner clicked, it is reported as select_promotion after the consumer's handler, even when it cancels navigation", async () => {
    const analytics = recordingSink();
    const clicked: string[] = [];
    const { user, container } = renderWithStorefront(
      <Banner
        type="F"
        onBannerClick={(event, banner) => {
          event.preventDefault();
          clicked.push(banner.name);
        }}
      />,
      { providerProps: { config: { random: first }, analytics } },
    );
    const link = await screen.findByRole('link', { name: 'Coleção Outono Inverno' });
    await waitFor(() => expect(analytics.events).toHaveLength(3));

    await user.click(link);

    expect(clicked).toEqual(['Coleção Outono Inverno']);
    const click = analytics.events.at(-1);
    expect(click?.event).toBe('select_promotion');
    expect(click?.ecommerce).toMatchObject({
      currency: 'BRL',
      promotion_name: 'Coleção Outono Inverno',
      creative_slot: 'banner_F_2',
    });
    expect(analytics.events).toHaveLength(4);
    await expectNoAxeViolations(container);
  });
});
