import { screen, within } from '@testing-library/react';
import type { StoreClient } from '@vitrine/core';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

/** The level code of the sandbox's three-level category path (read from the tree, never hard-coded). */
async function leafLevel(client: StoreClient): Promise<string> {
  const tree = await client.catalogue.categories();
  const [top, section, leaf] = sandboxFixtures.category.level3.split('/');
  const first = tree.find((c) => c.urlFriendly.endsWith(top ?? ''));
  const second = first?.childMenu?.find((c) => c.urlFriendly.endsWith(section ?? ''));
  return second?.childMenu?.find((c) => c.urlFriendly.endsWith(leaf ?? ''))?.level ?? '';
}

describe('Breadcrumbs', () => {
  it('given a category page, it shows Home, the ancestors as links and the category as the current page', async () => {
    const level = await leafLevel(createTestStorefront().client);
    expect(level).toHaveLength(6);
    const view = renderWithStorefront(<Breadcrumbs page={{ kind: 'category', level }} />);
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(nav.getAttribute('aria-busy')).toBe('true');
    const current = await within(nav).findByText('Vestidos');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.hasAttribute('href')).toBe(false);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Moda Feminina', 'Roupas']);
    expect(links[0]?.getAttribute('href')).toBe('/');
    expect(links[2]?.getAttribute('href')).toBe(`/${sandboxFixtures.category.level2}/c`);
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    await expectNoAxeViolations(view.container);
  });

  it('while the category tree loads, a skeleton holds the place and the landmark is busy', () => {
    renderWithStorefront(<Breadcrumbs page={{ kind: 'category', level: '01' }} />);
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(nav.hasAttribute('data-loading')).toBe(true);
    expect(within(nav).queryByRole('list')).toBeNull();
  });

  it('given the category tree fails to load, only the Home link shows and nothing is marked current', async () => {
    const { store, container } = renderWithStorefront(
      <Breadcrumbs page={{ kind: 'category', level: '01' }} />,
    );
    store.faults.inject({ operation: 'catalogue.categories', status: 500 });
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    const home = await within(nav).findByRole('link', { name: 'Home' });
    expect(nav.hasAttribute('data-error')).toBe(true);
    expect(home.getAttribute('aria-current')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given a search page, the trail is Home then the term, and no category tree is requested', async () => {
    const { requests, container } = renderWithStorefront(
      <Breadcrumbs page={{ kind: 'page', label: 'vestido' }} />,
    );
    expect(screen.getByText('vestido').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests('catalogue.categories')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('given the customer orders page, the trail passes through the customer area', () => {
    renderWithStorefront(<Breadcrumbs page={{ kind: 'customer', label: 'Meus Pedidos' }} />);
    expect(screen.getByRole('link', { name: 'Área do Cliente' }).getAttribute('href')).toBe('/customer');
    expect(screen.getByText('Meus Pedidos').getAttribute('aria-current')).toBe('page');
  });

  it('given a product, the trail ends with its name, except for the modas theme', async () => {
    const product = await createTestStorefront().client.catalogue.productDetail({
      urlFriendly: sandboxFixtures.buyTogether.urlFriendly,
    });
    const plain = renderWithStorefront(<Breadcrumbs page={{ kind: 'product', product }} />);
    expect(within(plain.container).getByText(product.name).getAttribute('aria-current')).toBe('page');
    expect(
      within(plain.container)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Moda Feminina', 'Roupas', 'Vestidos']);
    plain.unmount();
    const modas = renderWithStorefront(<Breadcrumbs page={{ kind: 'product', product }} />, {
      providerProps: { config: { theme: 'modas' } },
    });
    expect(within(modas.container).queryByText(product.name)).toBeNull();
    expect(within(modas.container).getByText('Vestidos').getAttribute('aria-current')).toBe('page');
  });

  it('given a ready trail and provider texts, it renders them with the replaced landmark name and home label', () => {
    renderWithStorefront(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Ofertas', href: '/ofertas/g' },
          { label: 'Página 2' },
        ]}
      />,
      { providerProps: { messages: { ui: { breadcrumbs: { label: 'Você está em', home: 'Início' } } } } },
    );
    const nav = screen.getByRole('navigation', { name: 'Você está em' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Início', 'Ofertas']);
  });

  it('given parts with asChild, the consumer element receives the part classes and the current marker', () => {
    renderWithStorefront(
      <Breadcrumbs.Root aria-label="Caminho">
        <Breadcrumbs.List>
          <Breadcrumbs.Item>
            <Breadcrumbs.Link asChild current>
              <strong>Conta</strong>
            </Breadcrumbs.Link>
          </Breadcrumbs.Item>
        </Breadcrumbs.List>
      </Breadcrumbs.Root>,
    );
    const strong = screen.getByText('Conta');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.className).toBe('vt-breadcrumbs__link');
    expect(strong.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: 'Caminho' })).toBeTruthy();
  });
});
