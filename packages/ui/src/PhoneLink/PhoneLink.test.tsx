import { screen, waitFor } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { PhoneLink } from './PhoneLink';

describe('PhoneLink', () => {
  it("given the company's masked phone, it links to tel: with the mask stripped and a leading 0", async () => {
    const { container } = renderWithStorefront(<PhoneLink />);
    const link = await screen.findByRole('link', { name: 'Ligar para (11) 4002-8922' });
    expect(link.getAttribute('href')).toBe('tel:01140028922');
    await expectNoAxeViolations(container);
  });

  it('while the company loads, a skeleton holds the place and no link exists yet', () => {
    const { container } = renderWithStorefront(<PhoneLink />);
    expect(container.querySelector('[data-loading]')).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('given a store without a phone, nothing renders', async () => {
    const { container } = renderWithStorefront(<PhoneLink />, {
      storeOptions: { data: (seed) => ({ ...seed, company: { ...seed.company, phoneContact: '' } }) },
    });
    expect(container.innerHTML).not.toBe('');
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('given the company fails to load, nothing renders', async () => {
    const { container, store } = renderWithStorefront(<PhoneLink />);
    store.faults.inject({ operation: 'content.company', status: 500 });
    expect(container.innerHTML).not.toBe('');
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('given a number and a custom text, it uses them without loading the company', async () => {
    const { requests } = renderWithStorefront(<PhoneLink phone="(21) 3333-4444">Ligue agora</PhoneLink>);
    const link = screen.getByRole('link', { name: 'Ligar para Ligue agora' });
    expect(link.getAttribute('href')).toBe('tel:02133334444');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests('content.company')).toHaveLength(0);
  });
});
