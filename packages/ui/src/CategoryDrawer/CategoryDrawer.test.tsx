import { screen, waitFor, within } from '@testing-library/react';
import { storeKeys } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CategoryDrawer } from './CategoryDrawer';

describe('CategoryDrawer', () => {
  it('from the keyboard: Enter opens the drawer with the tree, focus stays inside, Escape closes it and focus returns', async () => {
    const { user, container } = renderWithStorefront(
      <>
        <a href="/antes">antes</a>
        <CategoryDrawer />
        <a href="/depois">depois</a>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Abrir menu de categorias' });
    expect(button).toHaveTextContent('Menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations(container);

    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    const drawer = await screen.findByRole('dialog', { name: 'Todas as categorias' });
    const link = await within(drawer).findByRole('link', { name: 'Moda Feminina' });
    expect(link.getAttribute('href')).toBe(`/${sandboxFixtures.category.level1}/c`);
    expect(drawer.contains(document.activeElement)).toBe(true);
    // Focus wraps at both ends of the drawer: the page's links behind it are unreachable.
    const controls = [...drawer.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (control) => !control.closest('[hidden]'),
    );
    controls[0]?.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(controls.at(-1));
    await user.tab();
    expect(document.activeElement).toBe(controls[0]);
    await expectNoAxeViolations(document.body);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  }, 20_000);

  it('the × button closes it; choosing a category link closes it too', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithStorefront(<CategoryDrawer onOpenChange={onOpenChange} />);
    const button = screen.getByRole('button', { name: 'Abrir menu de categorias' });
    await user.click(button);
    let drawer = await screen.findByRole('dialog', { name: 'Todas as categorias' });
    await user.click(within(drawer).getByRole('button', { name: 'Fechar menu de categorias' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();

    await user.click(button);
    drawer = await screen.findByRole('dialog', { name: 'Todas as categorias' });
    const link = await within(drawer).findByRole('link', { name: 'Moda Feminina' });
    // jsdom cannot navigate; a click that went through still reaches this listener.
    const followed = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', followed);
    await user.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('takes its texts from props', async () => {
    const { user } = renderWithStorefront(
      <CategoryDrawer trigger="Categorias" triggerLabel="Ver categorias" title="Departamentos" />,
    );
    await user.click(screen.getByRole('button', { name: 'Ver categorias' }));
    expect(await screen.findByRole('dialog', { name: 'Departamentos' })).toBeInTheDocument();
  });

  it('renders on the server as the closed button only', async () => {
    const { client } = createTestStorefront();
    const categories = await client.catalogue.categories();
    const html = renderToString(
      <StorefrontProvider client={client} fallback={[[storeKeys.categories(), categories]]}>
        <CategoryDrawer />
      </StorefrontProvider>,
    );
    expect(html).toContain('aria-label="Abrir menu de categorias"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Menu');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('Moda Feminina');
  });
});
