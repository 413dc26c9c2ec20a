import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { StoreData } from './StoreData';

describe('StoreData', () => {
  it('given the company, it shows its names, document, address, phone link, e-mail link and complement', async () => {
    const { container } = renderWithStorefront(<StoreData />);
    expect(await screen.findByText('Loja Vitrine')).toBeTruthy();
    const block = container.querySelector('address') as HTMLElement;
    expect(within(block).getByText('Vitrine Comércio Eletrônico Ltda.')).toBeTruthy();
    expect(within(block).getByText('12.345.678/0001-95').closest('p')?.textContent).toBe(
      'CNPJ: 12.345.678/0001-95',
    );
    expect(within(block).getByRole('link', { name: 'Ligar para (11) 4002-8922' }).getAttribute('href')).toBe(
      'tel:01140028922',
    );
    expect(
      within(block).getByRole('link', { name: 'atendimento@lojavitrine.com.br' }).getAttribute('href'),
    ).toBe('mailto:atendimento@lojavitrine.com.br');
    expect(within(block).getByText('Atendimento de segunda a sexta, das 9h às 18h.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('while the company loads, skeleton lines hold the place', async () => {
    const { container } = renderWithStorefront(<StoreData />);
    const block = container.querySelector('address') as HTMLElement;
    expect(block.getAttribute('aria-busy')).toBe('true');
    expect(block.querySelectorAll('.vt-skeleton')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });

  it('given a store with only a name, the empty lines are left out', async () => {
    const { container } = renderWithStorefront(<StoreData phoneLabel="Fone:" />, {
      storeOptions: {
        data: (seed) => ({
          ...seed,
          company: {
            ...seed.company,
            fantasyName: '',
            phoneContact: '',
            complementText: '  ',
            email: '',
            cnpj: '',
            address: '',
          },
        }),
      },
    });
    await screen.findByText('Loja Vitrine');
    expect(container.querySelectorAll('.vt-store-data__line')).toHaveLength(0);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('given the company fails to load, nothing renders', async () => {
    const { container, store } = renderWithStorefront(<StoreData />);
    store.faults.inject({ operation: 'content.company', status: 500 });
    expect(container.querySelector('address')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('address')).toBeNull());
  });

  it('given replaced labels through the provider, the lines use them', async () => {
    renderWithStorefront(<StoreData emailLabel="Contato:" />, {
      providerProps: { messages: { ui: { storeData: { document: 'CPF/CNPJ:' } } } },
    });
    expect((await screen.findByText('12.345.678/0001-95')).closest('p')?.textContent).toBe(
      'CPF/CNPJ: 12.345.678/0001-95',
    );
    expect(screen.getByText('Contato:')).toBeTruthy();
  });
});
