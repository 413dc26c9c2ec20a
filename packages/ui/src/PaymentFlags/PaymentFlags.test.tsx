import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { PaymentFlags } from './PaymentFlags';

describe('PaymentFlags', () => {
  it('shows the card provider brands, boleto, PIX and the bank transfers in the spec order, with alt texts', async () => {
    const { container } = renderWithStorefront(<PaymentFlags />);
    const strip = await screen.findByRole('group', { name: 'Formas de pagamento' });
    const cards = within(strip).getByRole('list', { name: 'Cartão de crédito' });
    expect(
      within(cards)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toContain('Visa');
    expect(within(strip).getByRole('list', { name: 'Boleto bancário' })).toBeTruthy();
    expect(within(strip).getByRole('list', { name: 'PIX' })).toBeTruthy();
    const banks = within(strip).getByRole('list', { name: 'Transferência bancária' });
    expect(
      within(banks)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-brand')),
    ).toEqual(['320', '321', '322', '323']);
    expect(
      Array.from(strip.querySelectorAll('.vt-payment-flags__group')).map((g) => g.getAttribute('data-kind')),
    ).toEqual(['card', 'boleto', 'pix', 'transfer']);
    await expectNoAxeViolations(container);
  });

  it('leaves out card brands of gateways other than the card provider, and shows names without pictures', async () => {
    renderWithStorefront(<PaymentFlags />, {
      storeOptions: {
        data: (seed) => ({
          ...seed,
          paymentGateways: [
            {
              idPaymentGateway: 9,
              name: 'Outro',
              paymentMethods: [
                {
                  idPaymentMethod: 1,
                  name: 'Cartão de Crédito',
                  paymentBrands: [
                    { idPaymentBrand: 1, name: 'Visa', namePayment: 'Cartão de Crédito', image: '/visa.svg' },
                  ],
                },
              ],
            },
            {
              idPaymentGateway: 6,
              name: 'PIX',
              paymentMethods: [
                {
                  idPaymentMethod: 3,
                  name: 'PIX',
                  paymentBrands: [{ idPaymentBrand: 300, name: 'PIX', namePayment: 'PIX', image: '' }],
                },
              ],
            },
          ],
        }),
      },
    });
    const pix = await screen.findByRole('list', { name: 'PIX' });
    expect(within(pix).getByText('PIX')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Cartão de crédito' })).toBeNull();
  });

  it('while loading, skeletons hold the place', async () => {
    const { container } = renderWithStorefront(<PaymentFlags />);
    expect(container.querySelectorAll('[aria-busy="true"] .vt-skeleton')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });

  it('given no gateways, nothing renders', async () => {
    const { container } = renderWithStorefront(<PaymentFlags />, {
      storeOptions: { data: (seed) => ({ ...seed, paymentGateways: [] }) },
    });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('given the gateways fail to load, nothing renders', async () => {
    const { container, store } = renderWithStorefront(<PaymentFlags />);
    store.faults.inject({ operation: 'catalogue.paymentGateways', status: 500 });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
