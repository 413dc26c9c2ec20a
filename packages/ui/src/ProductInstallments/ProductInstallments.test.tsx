import { screen, waitFor, within } from '@testing-library/react';
import { type OperationName, type ProductDetail, productDetailSchema } from '@vitrine/core';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { ProductInstallments } from './ProductInstallments';

const { simple, priceOnRequest } = sandboxFixtures;

const installmentOperations: readonly OperationName[] = [
  'cart.installments',
  'payment.appConfig',
  'payment.session',
  'payment.cardInstallments',
];

/** The operations of the installment calls, in the order they were made. */
function installmentRequests(log: readonly { operation: OperationName | undefined }[]): OperationName[] {
  return log.flatMap((request) =>
    request.operation && installmentOperations.includes(request.operation) ? [request.operation] : [],
  );
}

function productOf(store: SandboxStore, urlFriendly: string): ProductDetail {
  return productDetailSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);
}

function setup(options: { data?: Parameters<typeof createSandboxStore>[0] } = {}) {
  const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z'), ...options.data });
  return { store, product: productOf(store, simple.urlFriendly) };
}

const noRetry = { swrConfig: { shouldRetryOnError: false } };

describe('ProductInstallments', () => {
  it('asks nothing until the button is clicked, then lists the card installments up to 6x and above 6x, with boleto, PIX and the banks below', async () => {
    const { store, product } = setup();
    const { user, container, requests } = renderWithStorefront(<ProductInstallments product={product} />, {
      store,
    });
    const trigger = screen.getByRole('button', { name: 'Formas de pagamento' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(requests('catalogue.paymentGateways')).toHaveLength(1));
    expect(installmentRequests(requests())).toEqual([]);
    await expectNoAxeViolations(container);

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const upToSix = await screen.findByRole('list', { name: 'Parcelas em até 6x' });
    const first = within(upToSix).getAllByRole('listitem');
    expect(first).toHaveLength(6);
    expect(first[0]).toHaveTextContent(`1x de R$ 329,90 sem juros`);
    expect(first[1]).toHaveTextContent(`2x de R$ 164,95 sem juros`);
    expect(first[5]).toHaveTextContent(/^6x de R\$\s54,98 sem juros$/);
    const aboveSix = screen.getByRole('list', { name: 'Parcelas acima de 6x' });
    const second = within(aboveSix).getAllByRole('listitem');
    expect(second.length).toBeGreaterThan(0);
    expect(second[0]).toHaveTextContent(/^7x de R\$\s[\d.,]+ com juros \(total R\$\s[\d.,]+\)$/);
    expect(second.every((item) => /com juros/.test(item.textContent ?? ''))).toBe(true);
    expect(screen.getByRole('group', { name: 'Cartão de Crédito' })).toBeInTheDocument();
    expect(installmentRequests(requests())).toEqual([
      'payment.appConfig',
      'payment.session',
      'payment.cardInstallments',
    ]);

    const methods = screen.getByRole('list', { name: 'Outras formas de pagamento' });
    const [boleto, pix, debit] = [...methods.children] as HTMLElement[];
    expect(methods.children).toHaveLength(3);
    expect(boleto).toHaveTextContent(`Boleto Bancário`);
    expect(boleto).toHaveTextContent(`R$ 329,90`);
    expect(pix).toHaveTextContent('PIX');
    expect(debit).toHaveTextContent('Débito Online / Transferência Bancária');
    const banks = within(debit as HTMLElement).getByRole('list', { name: 'Bancos' });
    expect(
      within(banks)
        .getAllByRole('listitem')
        .map((bank) => bank.textContent),
    ).toEqual(['Banco do Brasil', 'Bradesco', 'Itaú', 'Banrisul']);
    await expectNoAxeViolations(container);
  });

  it('while the installments load, it shows placeholder lines and announces the loading', async () => {
    const { store, product } = setup();
    const { user, container } = renderWithStorefront(<ProductInstallments product={product} />, { store });
    await waitFor(() => expect(store.inspect.requests()).not.toHaveLength(0));
    store.faults.setLatency(150);
    await user.click(screen.getByRole('button', { name: 'Formas de pagamento' }));
    expect(await screen.findByText('Carregando formas de pagamento…')).toBeInTheDocument();
    expect(container.querySelector('.vt-product-installments')).toHaveAttribute('data-loading', '');
    expect(container.querySelector('.vt-product-installments__content')).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(container);
    expect(await screen.findByRole('list', { name: 'Parcelas em até 6x' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando formas de pagamento…')).toBeNull();
  });

  it('with show-first, it loads and opens at once, without a click', async () => {
    const { store, product } = setup();
    const { container } = renderWithStorefront(<ProductInstallments product={product} showFirst />, {
      store,
    });
    expect(screen.getByRole('button', { name: 'Formas de pagamento' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByRole('list', { name: 'Parcelas em até 6x' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("the provider's showFirstInstallments setting loads them at once too", async () => {
    const { store, product } = setup();
    renderWithStorefront(<ProductInstallments product={product} />, {
      store,
      providerProps: { config: { showFirstInstallments: true } },
    });
    expect(await screen.findByRole('list', { name: 'Parcelas acima de 6x' })).toBeInTheDocument();
  });

  it('when the quantity changes, the installments are asked again for the new value', async () => {
    const { store, product } = setup();
    const { rerender, requests } = renderWithStorefront(
      <ProductInstallments product={product} quantity={1} showFirst />,
      { store },
    );
    const list = await screen.findByRole('list', { name: 'Parcelas em até 6x' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(`1x de R$ 329,90 sem juros`);
    rerender(<ProductInstallments product={product} quantity={2} showFirst />);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Parcelas em até 6x' })).getAllByRole('listitem')[0],
      ).toHaveTextContent(`1x de R$ 659,80 sem juros`),
    );
    expect(requests('payment.cardInstallments')).toHaveLength(2);
    // The provider's app and session are asked once per page, not per value.
    expect(requests('payment.session')).toHaveLength(1);
  });

  it("when the chosen SKU's price changes, the installments follow it", async () => {
    const { store, product } = setup();
    const { rerender } = renderWithStorefront(
      <ProductInstallments product={product} price={100} showFirst />,
      {
        store,
      },
    );
    const list = await screen.findByRole('list', { name: 'Parcelas em até 6x' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(`2x de R$ 50,00 sem juros`);
    rerender(<ProductInstallments product={product} price={120} showFirst />);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Parcelas em até 6x' })).getAllByRole('listitem')[1],
      ).toHaveTextContent(`2x de R$ 60,00 sem juros`),
    );
  });

  it('when another SKU is chosen, the installments are of its price', async () => {
    const { store, product } = setup();
    const standard = product.skUs?.[0];
    if (!standard) throw new Error('The sandbox product has a SKU.');
    const dearer = { ...standard, idSku: 999_001, price: 500, pricePromotion: 500 };
    const withSkus = { ...product, skUs: [standard, dearer] };
    const { rerender } = renderWithStorefront(
      <ProductInstallments product={withSkus} idSku={standard.idSku} showFirst />,
      { store },
    );
    const list = await screen.findByRole('list', { name: 'Parcelas em até 6x' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1x de R$ 329,90 sem juros');
    rerender(<ProductInstallments product={withSkus} idSku={dearer.idSku} showFirst />);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Parcelas em até 6x' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('1x de R$ 500,00 sem juros'),
    );
  });

  it("given the card provider's session fails (gateways 17/20), it says so in the live region", async () => {
    const { store, product } = setup();
    store.faults.inject({ operation: 'payment.session', status: 500, message: 'Falha' });
    const { user, container } = renderWithStorefront(<ProductInstallments product={product} />, {
      store,
      providerProps: noRetry,
    });
    await user.click(screen.getByRole('button', { name: 'Formas de pagamento' }));
    const status = await screen.findByText(
      'Erro ao obter sessão no pagseguro, entre em contato com suporte técnico.',
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('data-kind', 'error');
    expect(screen.queryByRole('list', { name: 'Parcelas em até 6x' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Outras formas de pagamento' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given no card installment for the product, it says so', async () => {
    const { store, product } = setup({
      data: {
        data: (seed) => ({
          ...seed,
          paymentGateways: seed.paymentGateways.filter(
            (gateway) => gateway.idPaymentGateway !== 17 && gateway.idPaymentGateway !== 20,
          ),
        }),
      },
    });
    const { user, container, requests } = renderWithStorefront(<ProductInstallments product={product} />, {
      store,
    });
    await user.click(screen.getByRole('button', { name: 'Formas de pagamento' }));
    const status = await screen.findByText('Nenhum parcelamento disponível para o produto');
    expect(status).toHaveAttribute('role', 'status');
    expect(requests('cart.installments')).toHaveLength(1);
    expect(requests('payment.session')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Cartão de Crédito' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("given the card provider's app unreachable, it lists the store's own installments", async () => {
    const { store, product } = setup();
    store.faults.inject({ operation: 'payment.appConfig', status: 503 });
    const { user, requests } = renderWithStorefront(<ProductInstallments product={product} />, {
      store,
      providerProps: noRetry,
    });
    await user.click(screen.getByRole('button', { name: 'Formas de pagamento' }));
    const list = await screen.findByRole('list', { name: 'Parcelas em até 6x' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(requests('cart.installments')).toHaveLength(1);
    expect(requests('payment.session')).toHaveLength(0);
  });

  it('with the company setting off, only the other payment methods show', async () => {
    const { store, product } = setup();
    const { user } = renderWithStorefront(
      <ProductInstallments product={product} showInstallments={false} />,
      { store },
    );
    await user.click(screen.getByRole('button', { name: 'Formas de pagamento' }));
    expect(await screen.findByRole('list', { name: 'Outras formas de pagamento' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cartão de Crédito' })).toBeNull();
    expect(installmentRequests(store.inspect.requests())).toEqual([]);
  });

  it('from the keyboard, Enter opens the installments and Enter again closes them', async () => {
    const { store, product } = setup();
    const { user } = renderWithStorefront(<ProductInstallments product={product} />, { store });
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Formas de pagamento' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Parcelas em até 6x' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Parcelas em até 6x' })).toBeNull();
    await user.keyboard(' ');
    expect(screen.getByRole('list', { name: 'Parcelas em até 6x' })).toBeInTheDocument();
  });

  it('given a price-on-request product, nothing renders and nothing is asked', async () => {
    const store = createSandboxStore();
    const product = productOf(store, priceOnRequest.urlFriendly);
    const { container, requests } = renderWithStorefront(
      <ProductInstallments product={product} showFirst />,
      {
        store,
      },
    );
    expect(container.innerHTML).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(installmentRequests(requests())).toEqual([]);
  });

  it('composes from its parts: a controlled open state, custom texts and one list', async () => {
    const { store, product } = setup();
    renderWithStorefront(
      <ProductInstallments.Root product={product} open upToSixLabel="Sem juros" trigger="Parcelas">
        <ProductInstallments.Trigger className="mine" />
        <ProductInstallments.Content>
          <ProductInstallments.Card>
            <ProductInstallments.CardTitle asChild>
              <h2>Cartão</h2>
            </ProductInstallments.CardTitle>
            <ProductInstallments.List range="upToSix" asChild>
              <ol className="minha-lista" />
            </ProductInstallments.List>
          </ProductInstallments.Card>
        </ProductInstallments.Content>
      </ProductInstallments.Root>,
      { store },
    );
    expect(screen.getByRole('button', { name: 'Parcelas' })).toHaveClass('mine');
    const list = await screen.findByRole('list', { name: 'Sem juros' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveClass('minha-lista', 'vt-product-installments__list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Cartão' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Parcelas acima de 6x' })).toBeNull();
  });

  it('texts come from messages.ui.productInstallments, and props win over them', async () => {
    const { store, product } = setup();
    const { user } = renderWithStorefront(<ProductInstallments product={product} trigger="Ver parcelas" />, {
      store,
      providerProps: {
        messages: { ui: { productInstallments: { trigger: 'Ignorado', methodsLabel: 'Mais opções' } } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Ver parcelas' }));
    expect(await screen.findByRole('list', { name: 'Mais opções' })).toBeInTheDocument();
  });
});
