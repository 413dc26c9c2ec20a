import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';

describe('Logo', () => {
  it("given the company's logo, it shows the picture named with the store's name, linking home", async () => {
    const { container } = renderWithStorefront(<Logo />);
    const link = await screen.findByRole('link', { name: 'Loja Vitrine' });
    expect(link.getAttribute('href')).toBe('/');
    const picture = screen.getByRole('img', { name: 'Loja Vitrine' });
    expect(picture.getAttribute('src')).toContain('logo.svg');
    expect(picture.getAttribute('width')).toBe('160');
    await expectNoAxeViolations(container);
  });

  it('while the company loads, a named link with a skeleton holds the place', async () => {
    const { container } = renderWithStorefront(<Logo />);
    const link = screen.getByRole('link', { name: 'Página inicial' });
    expect(link.hasAttribute('data-loading')).toBe(true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it("given a store without a logo picture, the store's name shows as text", async () => {
    renderWithStorefront(<Logo />, {
      storeOptions: {
        data: (seed) => ({ ...seed, company: { ...seed.company, logo: '', nameStore: 'Empório Sol' } }),
      },
    });
    const link = await screen.findByRole('link', { name: 'Empório Sol' });
    expect(link.querySelector('img')).toBeNull();
  });

  it('given the company fails to load, the link home stays, named Página inicial', async () => {
    const { store, container } = renderWithStorefront(<Logo />);
    store.faults.inject({ operation: 'content.company', status: 500 });
    const link = await screen.findByText('Página inicial');
    expect(link.closest('a')?.hasAttribute('data-error')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('given a picture, a name and a custom link part, they win over the company', () => {
    renderWithStorefront(
      <Logo src="/theme/logo.svg" name="Minha Loja" href="/inicio" className="header-logo" />,
    );
    const link = screen.getByRole('link', { name: 'Minha Loja' });
    expect(link.getAttribute('href')).toBe('/inicio');
    expect(link.className).toBe('vt-logo header-logo');
  });
});
