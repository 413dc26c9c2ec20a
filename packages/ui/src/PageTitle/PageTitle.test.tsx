import { screen } from '@testing-library/react';
import type { Group } from '@vitrine/core';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './PageTitle';

describe('PageTitle', () => {
  it("given a loaded category, the page's main heading is its name", async () => {
    const tree = await createTestStorefront().client.catalogue.categories();
    const category = tree.find((c) => c.urlFriendly.endsWith(sandboxFixtures.category.level1));
    const { container } = renderWithStorefront(
      <PageTitle page={category ? { kind: 'category', category } : null} />,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Moda Feminina');
    expect(heading.getAttribute('data-kind')).toBe('category');
    await expectNoAxeViolations(container);
  });

  it('given a loaded group, its SEO title wins over its name; a brand without a title shows its name', async () => {
    const groups: Group[] = await createTestStorefront().client.catalogue.groups();
    const group = groups.find((g) => g.idGroup === sandboxFixtures.group.idGroup) as Group;
    const { unmount } = renderWithStorefront(<PageTitle page={{ kind: 'group', group }} />);
    expect(screen.getByRole('heading').textContent).toBe(group.title?.trim() || group.name);
    unmount();
    renderWithStorefront(
      <PageTitle level={2} page={{ kind: 'brand', brand: { name: 'Sonora Áudio', title: ' ' } }} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sonora Áudio');
  });

  it('given a search, the title is the trimmed term and can set the document title', () => {
    renderWithStorefront(
      <PageTitle
        page={{ kind: 'search', term: '  tênis corrida ' }}
        documentTitle={(t) => `${t} | Loja Vitrine`}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('tênis corrida');
    expect(document.title).toBe('tênis corrida | Loja Vitrine');
  });

  it('while the page loads, a skeleton holds the heading place without an empty heading', async () => {
    const { container } = renderWithStorefront(<PageTitle />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('[data-loading].vt-page-title')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given no page (not found), nothing renders', () => {
    const { container } = renderWithStorefront(<PageTitle page={null} />);
    expect(container.innerHTML).toBe('');
  });
});
