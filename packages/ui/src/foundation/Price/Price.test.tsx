import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, type SandboxProduct, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

const store = () => createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });

function productOf(fixture: { idProduct: number }): SandboxProduct {
  const product = store().data.products.find((p) => p.idProduct === fixture.idProduct);
  if (!product) throw new Error('fixture missing from the sandbox catalogue');
  return product;
}

describe('Price', () => {
  it('given a product without promotion, it shows one BRL price and no discount flag', async () => {
    const product = productOf(sandboxFixtures.simple);
    const { container } = renderWithStorefront(<Price product={product} />);
    const root = container.querySelector('.vt-price');
    expect(root).toHaveTextContent(/^R\$ 329,90$/);
    expect(root).not.toHaveAttribute('data-promotion');
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText(/OFF/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given a promotion, it strikes the old price, reads "De … Por …" and flags the rounded discount', async () => {
    const product = productOf(sandboxFixtures.percentDiscount);
    const { container } = renderWithStorefront(<Price product={product} />);
    const root = container.querySelector('.vt-price');
    expect(root).toHaveAttribute('data-promotion', '');
    expect(container.querySelector('del')).toHaveTextContent('De R$ 79,90');
    expect(container.querySelector('ins')).toHaveTextContent('Por R$ 63,92');
    // (79.90 − 63.92) / 79.90 = 20 %
    expect(screen.getByText('20% OFF')).toHaveClass('vt-price__discount');
    expect(container.querySelector('del [class="vt-visually-hidden"]')).toHaveTextContent('De');
    expect(container.querySelector('del')).not.toHaveAttribute('aria-label');
    await expectNoAxeViolations(container);
  });

  it('given explicit prices, they win over the product and a promotion not below the price is ignored', () => {
    const product = productOf(sandboxFixtures.percentDiscount);
    const { container } = renderWithStorefront(<Price product={product} price={50} pricePromotion={60} />);
    expect(container.querySelector('.vt-price')).toHaveTextContent(/^R\$ 50,00$/);
    expect(container.querySelector('.vt-price')).not.toHaveAttribute('data-promotion');
  });

  it('given a discount that rounds to 0 %, the flag does not show though the old price does', () => {
    renderWithStorefront(<Price price={1000} pricePromotion={999} />);
    expect(screen.getByText(/R\$ 1\.000,00/)).toBeInTheDocument();
    expect(screen.queryByText(/OFF/)).toBeNull();
  });

  it('given a product sold on request (type 3), it shows "Sob Consulta" and nothing else', async () => {
    const product = productOf(sandboxFixtures.priceOnRequest);
    const { container } = renderWithStorefront(<Price product={product} from showInstallments />);
    const root = container.querySelector('.vt-price');
    expect(root).toHaveAttribute('data-on-request', '');
    expect(root).toHaveTextContent(/^Sob Consulta$/);
    await expectNoAxeViolations(container);
  });

  it('given "from", the price reads "A partir de:" instead of "Por"', () => {
    const product = productOf(sandboxFixtures.amountDiscount);
    const { container } = renderWithStorefront(<Price product={product} from />);
    expect(container.querySelector('.vt-price')).toHaveAttribute('data-from', '');
    expect(container.querySelector('ins')).toHaveTextContent(/^A partir de: R\$ 169,90$/);
  });

  it('given installments above 1x and the company setting on, it shows the interest-free line', () => {
    const product = productOf(sandboxFixtures.percentDiscount);
    renderWithStorefront(<Price product={product} showInstallments="1" />);
    expect(screen.getByText(/^ou 6x de R\$ 10,65 sem juros$/)).toHaveClass('vt-price__installments');
  });

  it('given the company setting off (or not given), the installments line stays hidden', () => {
    const product = productOf(sandboxFixtures.percentDiscount);
    renderWithStorefront(
      <>
        <Price product={product} showInstallments={false} />
        <Price product={product} />
      </>,
    );
    expect(screen.queryByText(/sem juros/)).toBeNull();
  });

  it('given a single installment, no line shows even with the setting on', () => {
    renderWithStorefront(<Price price={10} installmentMax={{ maxNumber: 1, value: 10 }} showInstallments />);
    expect(screen.queryByText(/ou 1x/)).toBeNull();
  });

  it('given texts from the provider and from props, props win over the provider over the defaults', () => {
    renderWithStorefront(
      <>
        <Price price={100} pricePromotion={80} data-testid="provider" />
        <Price price={100} pricePromotion={80} from fromLabel="Desde" data-testid="props" />
      </>,
      {
        providerProps: {
          messages: {
            rules: { discountFlag: (percent) => `-${percent}` },
            ui: { price: { originalLabel: 'Antes', fromLabel: 'Apenas' } },
          },
        },
      },
    );
    expect(screen.getByTestId('provider').querySelector('del')).toHaveTextContent('Antes R$ 100,00');
    expect(screen.getByTestId('provider')).toHaveTextContent('-20%');
    expect(screen.getByTestId('props').querySelector('ins')).toHaveTextContent(/^Desde R\$ 80,00$/);
  });

  it('given the parts with asChild, the consumer elements carry the computed prices and classes', () => {
    renderWithStorefront(
      <Price.Root price={100} pricePromotion={75} className="loja-preco" asChild>
        <section aria-label="Preço">
          <Price.Current asChild>
            <strong />
          </Price.Current>
          <Price.Discount />
        </section>
      </Price.Root>,
    );
    const section = screen.getByRole('region', { name: 'Preço' });
    expect(section).toHaveClass('vt-price', 'loja-preco');
    expect(section).toHaveAttribute('data-promotion', '');
    expect(section.querySelector('strong.vt-price__current')).toHaveTextContent('Por R$ 75,00');
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
  });
});
