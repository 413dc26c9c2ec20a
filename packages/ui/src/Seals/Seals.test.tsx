import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { Seals } from './Seals';

describe('Seals', () => {
  it('given seals, each shows its picture, linked to the certifier in a new tab when it has a link', async () => {
    const { container } = renderWithStorefront(<Seals />);
    const list = await screen.findByRole('list', { name: 'Selos de segurança' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const link = within(list).getByRole('link', { name: 'Site Seguro (abre em nova aba)' });
    expect(link.getAttribute('href')).toBe('https://example.com/site-seguro');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(list).getByRole('img', { name: 'Compra Protegida' }).closest('a')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given a seal with only embed code, the code is shown sanitized', async () => {
    const { container } = renderWithStorefront(<Seals />, {
      storeOptions: {
        data: (seed) => ({
          ...seed,
          seals: [
            { name: 'Selo Embed', image: '', link: '', code: '<b>Loja Segura</b><script>alert(1)</script>' },
          ],
        }),
      },
    });
    expect((await screen.findByText('Loja Segura')).tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
  });

  it('while loading, skeletons hold the place', async () => {
    const { container } = renderWithStorefront(<Seals />);
    expect(container.querySelectorAll('[aria-busy="true"] .vt-skeleton')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('given no seals, nothing renders', async () => {
    const { container } = renderWithStorefront(<Seals />, {
      storeOptions: { data: (seed) => ({ ...seed, seals: [] }) },
    });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('given the seals fail to load, nothing renders', async () => {
    const { container, store } = renderWithStorefront(<Seals />);
    store.faults.inject({ operation: 'content.seals', status: 500 });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
