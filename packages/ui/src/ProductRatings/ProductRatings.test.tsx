import { screen, waitFor, within } from '@testing-library/react';
import { productDetailSchema, type Rating } from '@vitrine/core';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { ProductRatings } from './ProductRatings';

const rated = { idProduct: sandboxFixtures.rated.idProduct };

function rating(overrides: Partial<Rating>): Rating {
  return {
    idProductRating: 1,
    idProduct: rated.idProduct,
    title: 'Gostei muito',
    comment: 'Tecido macio e caimento perfeito.',
    name: 'Ana Souza',
    email: 'ana@example.com',
    addressCity: 'Campinas',
    addressState: 'SP',
    rate: 5,
    leavePublicEmail: true,
    dateRegister: '2025-04-28T15:30:00Z',
    ...overrides,
  };
}

describe('ProductRatings list', () => {
  it("given a rated product, it lists each rating's stars, title, comment, name, place and Brasília date", async () => {
    const { container } = renderWithStorefront(<ProductRatings product={rated} showForm={false} />);
    const section = screen.getByRole('region', { name: 'Avaliações' });
    const list = await within(section).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3 }).textContent).not.toBe('');
    expect(within(first).getByRole('img').getAttribute('aria-label')).toMatch(/^Avaliação: [1-5] de 5$/);
    expect(within(first).getByText('Diego Martins')).toBeTruthy();
    expect(within(first).getByText('Recife - PE')).toBeTruthy();
    // The store's clock is 2025-05-01 12:00 UTC; the newest rating is 3 days older, shown in Brasília time.
    const date = within(first).getByText('28/04/2025 09:00');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('dateTime')).toBe('2025-04-28T12:00:00.000Z');
    expect(within(section).getByText('5 avaliações')).toBeTruthy();
    expect(section.getAttribute('data-state')).toBe('ready');
    await expectNoAxeViolations(container);
  });

  it('shows the e-mail only of the raters who chose to show it, even when the store sends the others', async () => {
    const product = {
      idProduct: rated.idProduct,
      rate: 4,
      productRatings: [
        rating({ idProductRating: 1, name: 'Ana Souza', email: 'ana@example.com', leavePublicEmail: true }),
        rating({
          idProductRating: 2,
          name: 'Bruno Lima',
          email: 'bruno@example.com',
          leavePublicEmail: false,
        }),
      ],
    };
    const { container, requests } = renderWithStorefront(
      <ProductRatings product={product} showForm={false} />,
    );
    const [ana, bruno] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(ana).getByText('ana@example.com')).toBeTruthy();
    expect(within(bruno).getByText('Bruno Lima')).toBeTruthy();
    expect(within(bruno).queryByText('bruno@example.com')).toBeNull();
    expect(container.textContent).not.toContain('bruno@example.com');
    // The detail's own ratings are the list: nothing is asked of the store.
    expect(requests('ratings.list')).toHaveLength(0);
    expect(screen.getByText('2 avaliações')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Avaliação: 4 de 5' })).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it("formats dates as dd/MM/yyyy HH:mm, the platform's wall-clock texts as they are", () => {
    const product = {
      idProduct: rated.idProduct,
      productRatings: [
        rating({ idProductRating: 1, dateRegister: '2025-01-05T02:07:00Z' }),
        rating({ idProductRating: 2, dateRegister: '2024-12-31T23:59:00' }),
      ],
    };
    renderWithStorefront(<ProductRatings product={product} showForm={false} />);
    const dates = screen.getAllByRole('listitem').map((item) => item.querySelector('time')?.textContent);
    expect(dates).toEqual(['04/01/2025 23:07', '31/12/2024 23:59']);
  });

  it("given a product without ratings, it says 'Não existem avaliações ainda'", async () => {
    const { container } = renderWithStorefront(
      <ProductRatings product={{ idProduct: sandboxFixtures.simple.idProduct }} showForm={false} />,
      { storeOptions: { data: (seed) => withoutRatings(seed, sandboxFixtures.simple.idProduct) } },
    );
    expect(await screen.findByText('Não existem avaliações ainda')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('region', { name: 'Avaliações' }).getAttribute('data-state')).toBe('empty');
    await expectNoAxeViolations(container);
  });

  it('while loading, the section is busy and skeleton ratings hold the place', async () => {
    const { container } = renderWithStorefront(
      <ProductRatings product={rated} showForm={false} skeletonCount={3} />,
    );
    const section = screen.getByRole('region', { name: 'Avaliações' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelectorAll('.vt-product-ratings__skeleton')).toHaveLength(3);
    await expectNoAxeViolations(container);
    await within(section).findByRole('list');
    expect(section.getAttribute('aria-busy')).toBeNull();
  });

  it('given the list fails to load, it says so', async () => {
    const { container, store } = renderWithStorefront(<ProductRatings product={rated} showForm={false} />, {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({ operation: 'ratings.list', status: 500 });
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Não foi possível carregar as avaliações.');
    expect(screen.queryByText('Não existem avaliações ainda')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given the product detail, the average comes from its rate and replaced texts apply', async () => {
    const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
    const detail = productDetailSchema.parse(
      store.call('catalogue.productDetail', { params: { urlFriendly: sandboxFixtures.rated.urlFriendly } })
        .body,
    );
    renderWithStorefront(<ProductRatings product={detail} showForm={false} title="Opiniões" />, {
      store,
      providerProps: { messages: { ui: { productRatings: { count: (n: number) => `${n} opiniões` } } } },
    });
    const section = screen.getByRole('region', { name: 'Opiniões' });
    expect(within(section).getByText('5 opiniões')).toBeTruthy();
    const summary = section.querySelector('.vt-product-ratings__summary') as HTMLElement;
    expect(within(summary).getByRole('img').getAttribute('aria-label')).toBe(
      `Avaliação: ${detail.rate} de 5`,
    );
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
  });
});

/** The seed data with one product's ratings removed. */
function withoutRatings<T extends { products: { idProduct: number; productRatings: unknown[] }[] }>(
  seed: T,
  idProduct: number,
): T {
  return {
    ...seed,
    products: seed.products.map((product) =>
      product.idProduct === idProduct ? { ...product, productRatings: [] } : product,
    ),
  };
}
