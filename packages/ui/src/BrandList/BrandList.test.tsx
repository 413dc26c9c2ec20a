import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { BrandList } from './BrandList';

describe('BrandList', () => {
  it("given featured brands, it shows 'Compre pela Marca' and a link to each brand page", async () => {
    const { container } = renderWithStorefront(<BrandList />);
    const section = screen.getByRole('region', { name: 'Compre pela Marca' });
    const link = await within(section).findByRole('link', { name: 'Sonora Áudio' });
    expect(link.getAttribute('href')).toBe(`/${sandboxFixtures.brand.urlFriendly}/m`);
    expect(within(section).queryByRole('link', { name: 'Techno' })).toBeNull();
    expect(within(section).getAllByRole('listitem').length).toBeGreaterThan(3);
    await expectNoAxeViolations(container);
  });

  it('while loading, the title stays and skeleton tiles hold the place', async () => {
    const { container } = renderWithStorefront(<BrandList skeletonCount={4} />);
    const section = screen.getByRole('region', { name: 'Compre pela Marca' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelectorAll('.vt-skeleton')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });

  it('given all brands and a custom title, the non-featured brands show too', async () => {
    renderWithStorefront(<BrandList title="Todas as marcas" onlyFeatured={false} />);
    const section = screen.getByRole('region', { name: 'Todas as marcas' });
    expect(await within(section).findByRole('link', { name: 'Techno' })).toBeTruthy();
  });

  it('given a store without brands, nothing renders', async () => {
    const { container } = renderWithStorefront(<BrandList />, {
      storeOptions: { data: (seed) => ({ ...seed, brands: [] }) },
    });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('given the brands fail to load, nothing renders', async () => {
    const { container, store } = renderWithStorefront(<BrandList />);
    store.faults.inject({ operation: 'catalogue.brands', status: 503 });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
