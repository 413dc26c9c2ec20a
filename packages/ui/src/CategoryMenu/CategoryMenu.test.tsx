import { screen, waitFor, within } from '@testing-library/react';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { CategoryMenu } from './CategoryMenu';

const tree = () => createTestStorefront().client.catalogue.categories();

describe('CategoryMenu (vertical)', () => {
  it("shows 'Todas as categorias' and every top category linking to its friendly URL with its level", async () => {
    const categories = await tree();
    const { container } = renderWithStorefront(<CategoryMenu />);
    const nav = screen.getByRole('navigation', { name: 'Todas as categorias' });
    const link = await within(nav).findByRole('link', { name: 'Moda Feminina' });
    expect(link.getAttribute('href')).toBe(`/${sandboxFixtures.category.level1}/c`);
    expect(link.getAttribute('data-level')).toHaveLength(2);
    const top = nav.querySelectorAll('.vt-category-menu__list > .vt-category-menu__item');
    expect(top).toHaveLength(categories.length);
    await expectNoAxeViolations(container);
  });

  it('opens and closes a child menu from the keyboard through its disclosure button', async () => {
    const { user } = renderWithStorefront(<CategoryMenu />);
    const toggle = await screen.findByRole('button', { name: 'Subcategorias de Moda Feminina' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Roupas' })).toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const roupas = screen.getByRole('link', { name: 'Roupas' });
    expect(roupas.getAttribute('href')).toBe(`/${sandboxFixtures.category.level2}/c`);
    expect(roupas.closest('li')?.getAttribute('data-depth')).toBe('2');
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Roupas' })).toBeNull();
  });

  it('given the top-categories option, only the first 5 show; pictures go where asked', async () => {
    const categories = await tree();
    renderWithStorefront(<CategoryMenu topOnly imagePosition="bottom" showChildren={false} />);
    const nav = screen.getByRole('navigation', { name: 'Todas as categorias' });
    await within(nav).findByRole('link', { name: 'Moda Feminina' });
    expect(within(nav).getAllByRole('link')).toHaveLength(Math.min(5, categories.length));
    expect(within(nav).queryByRole('button')).toBeNull();
    const link = within(nav).getAllByRole('link')[0] as HTMLElement;
    expect(link.lastElementChild?.tagName).toBe('IMG');
    expect(link.lastElementChild?.getAttribute('alt')).toBe('');
  });

  it('controlled: reports the open levels and follows the given ones', async () => {
    const onExpandedChange = vi.fn();
    const categories = await tree();
    const level = categories[0]?.level ?? '';
    const { user } = renderWithStorefront(
      <CategoryMenu expanded={[level]} onExpandedChange={onExpandedChange} title="Departamentos" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Departamentos' });
    const toggle = await within(nav).findByRole('button', {
      name: `Subcategorias de ${categories[0]?.name}`,
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(onExpandedChange).toHaveBeenCalledWith([]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('while loading, the title stays with skeleton entries', async () => {
    const { container } = renderWithStorefront(<CategoryMenu skeletonCount={3} />);
    const nav = screen.getByRole('navigation', { name: 'Todas as categorias' });
    expect(nav.getAttribute('aria-busy')).toBe('true');
    expect(nav.querySelectorAll('.vt-skeleton')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('given the tree fails to load, the titled menu stays, empty', async () => {
    const { store, container } = renderWithStorefront(<CategoryMenu />);
    store.faults.inject({ operation: 'catalogue.categories', status: 500 });
    const nav = screen.getByRole('navigation', { name: 'Todas as categorias' });
    await waitFor(() => expect(nav.hasAttribute('data-error')).toBe(true));
    expect(within(nav).queryByRole('link')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('CategoryMenu (horizontal)', () => {
  it('opens a panel from the keyboard, moves into it, and Escape closes it with focus back on the entry', async () => {
    const { user, container } = renderWithStorefront(<CategoryMenu orientation="horizontal" />);
    const trigger = await screen.findByRole('button', { name: 'Moda Feminina' });
    const nav = screen.getByRole('navigation', { name: 'Categorias' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    const panelTitle = within(nav).getByRole('link', { name: 'Moda Feminina' });
    expect(panelTitle.getAttribute('href')).toBe(`/${sandboxFixtures.category.level1}/c`);
    const leaf = within(nav).getByRole('link', { name: 'Vestidos' });
    expect(leaf.getAttribute('href')).toBe(`/${sandboxFixtures.category.level3}/c`);
    expect(leaf.getAttribute('data-level')).toHaveLength(6);
    // Radix's focus proxy after the open trigger is focusable: it must not be aria-hidden (axe aria-hidden-focus).
    expect(nav.querySelectorAll('[tabindex="0"]').length).toBeGreaterThan(0);
    expect(nav.querySelectorAll('[aria-hidden="true"][tabindex="0"]')).toHaveLength(0);
    await expectNoAxeViolations(container);
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(panelTitle);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(trigger);
  });

  it('moves between top entries with the arrow keys', async () => {
    const categories = await tree();
    const { user } = renderWithStorefront(
      <CategoryMenu orientation="horizontal" topOnly showChildren={false} />,
    );
    const first = await screen.findByRole('link', { name: categories[0]?.name ?? '' });
    expect(screen.queryByRole('button')).toBeNull();
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe(categories[1]?.name);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(first);
  });

  it('while loading and on failure, the bar keeps its place', async () => {
    const { store, container } = renderWithStorefront(<CategoryMenu orientation="horizontal" />);
    store.faults.inject({ operation: 'catalogue.categories', status: 500 });
    const nav = screen.getByRole('navigation', { name: 'Categorias' });
    expect(nav.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(nav.hasAttribute('data-error')).toBe(true));
    expect(nav.getAttribute('data-orientation')).toBe('horizontal');
    await expectNoAxeViolations(container);
  });
});
