import { screen, waitFor, within } from '@testing-library/react';
import { type ProductDetail, productDetailSchema } from '@vitrine/core';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { ProductFreight } from './ProductFreight';

const { simple, digital, priceOnRequest, cep } = sandboxFixtures;

function productOf(store: SandboxStore, urlFriendly: string): ProductDetail {
  return productDetailSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);
}

function setup(urlFriendly = simple.urlFriendly) {
  const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
  return { store, product: productOf(store, urlFriendly) };
}

/** What the store quotes for the product at a CEP, straight from the sandbox, to compare with the screen. */
function expectedOptions(store: SandboxStore, product: ProductDetail, quantity: number) {
  const reply = store.call('cart.productFreights', {
    params: { cep: cep.saoPaulo.replace('-', '') },
    json: { idProduct: product.idProduct, idSku: product.idSku, quantity },
  });
  return reply.body as { shippingMode: { name: string }; valueShipping: number }[];
}

describe('ProductFreight', () => {
  it('given a CEP typed to 9 characters, it lists each option with its name, delivery time and price', async () => {
    const { store, product } = setup();
    const { user, container, requests } = renderWithStorefront(<ProductFreight product={product} />, {
      store,
    });
    const form = screen.getByRole('form', { name: 'Calcular frete e prazo' });
    expect(within(form).getByRole('link', { name: /Não sei meu CEP/ })).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(container);

    await user.type(within(form).getByRole('textbox', { name: 'CEP' }), cep.saoPaulo.replace('-', ''));
    const list = await screen.findByRole('list', { name: 'Opções de frete' });
    const items = within(list).getAllByRole('listitem');
    const expected = expectedOptions(store, product, 1);
    expect(items.map((item) => item.querySelector('.vt-product-freight__option-name')?.textContent)).toEqual(
      expected.map((option) => option.shippingMode.name),
    );
    const sedex = items.find((item) => item.textContent?.includes('SEDEX')) as HTMLElement;
    expect(sedex).toHaveTextContent(/^SEDEX \d+ (dia útil|dias úteis) R\$\s[\d.,]+$/);
    const pickUp = items.find((item) => item.textContent?.includes('Retirar na Loja')) as HTMLElement;
    expect(pickUp).toHaveTextContent('(Envio Imediato)');
    expect(pickUp).toHaveTextContent('Frete Grátis');
    expect(pickUp).toHaveAttribute('data-free', '');
    expect(requests('cart.productFreights')).toHaveLength(1);
    expect(form).toHaveAttribute('data-quoted', '');
    await expectNoAxeViolations(container);
  });

  it('while quoting, the form is busy and says so; then the options replace the message', async () => {
    const { store, product } = setup();
    const { user, container } = renderWithStorefront(<ProductFreight product={product} />, { store });
    store.faults.setLatency(150);
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), cep.saoPaulo);
    expect(await screen.findByText('Calculando frete…')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Calcular frete e prazo' });
    expect(form).toHaveAttribute('data-busy', '');
    expect(container.querySelector('.vt-product-freight__result')).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(container);
    expect(await screen.findByRole('list', { name: 'Opções de frete' })).toBeInTheDocument();
    expect(screen.queryByText('Calculando frete…')).toBeNull();
    expect(form).not.toHaveAttribute('data-busy');
  });

  it("given the quote fails, it shows the server's text and keeps the typed CEP; 'Calcular' asks again", async () => {
    const { store, product } = setup();
    store.faults.inject({
      operation: 'cart.productFreights',
      status: 503,
      message: 'Serviço de frete indisponível no momento.',
      times: 1,
    });
    const { user, container, requests } = renderWithStorefront(<ProductFreight product={product} />, {
      store,
    });
    const field = screen.getByRole('textbox', { name: 'CEP' });
    await user.type(field, cep.saoPaulo.replace('-', ''));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Serviço de frete indisponível no momento.');
    expect(field).toHaveValue(cep.saoPaulo);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('list', { name: 'Opções de frete' })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByRole('list', { name: 'Opções de frete' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(requests('cart.productFreights')).toHaveLength(2);
  });

  it("given a CEP the store does not know, it shows the store's own text", async () => {
    const { store, product } = setup();
    const { user } = renderWithStorefront(<ProductFreight product={product} />, { store });
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '11111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('CEP não encontrado.');
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue('11111-111');
  });

  it("given an empty or invalid CEP submitted, it asks for one with 'Por favor, insira um cep.' and asks the store nothing", async () => {
    const { store, product } = setup();
    const { user, container, requests } = renderWithStorefront(<ProductFreight product={product} />, {
      store,
    });
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, insira um cep.');
    await expectNoAxeViolations(container);

    const field = screen.getByRole('textbox', { name: 'CEP' });
    await user.type(field, cep.invalid);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, insira um cep.');
    expect(field).toHaveValue('123');

    await user.clear(field);
    await user.type(field, cep.unknown);
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, insira um cep.');
    expect(requests('cart.productFreights')).toHaveLength(0);
  });

  it('from the keyboard: type the CEP, Tab to Calcular past the lookup link, Enter quotes', async () => {
    const { store, product } = setup();
    const { user } = renderWithStorefront(<ProductFreight product={product} showLookupLink={false} />, {
      store,
    });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveFocus();
    await user.keyboard('2004002');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Calcular' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, insira um cep.');
    await user.click(screen.getByRole('textbox', { name: 'CEP' }));
    await user.keyboard('{End}0');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Opções de frete' })).toBeInTheDocument();
  });

  it('when the quantity changes, the same CEP is quoted again for it', async () => {
    const { store, product } = setup();
    const { user, rerender, requests } = renderWithStorefront(
      <ProductFreight product={product} quantity={1} />,
      {
        store,
      },
    );
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), cep.saoPaulo);
    await screen.findByRole('list', { name: 'Opções de frete' });
    rerender(<ProductFreight product={product} quantity={5} />);
    const pac = expectedOptions(store, product, 5).find((option) => option.shippingMode.name === 'PAC');
    await waitFor(() => expect(requests('cart.productFreights')).toHaveLength(2));
    const list = await screen.findByRole('list', { name: 'Opções de frete' });
    const item = within(list)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('PAC')) as HTMLElement;
    expect(item).toHaveTextContent(String(pac?.valueShipping.toFixed(2)).replace('.', ','));
  });

  it('given a product that is not physical (digital or price on request), nothing renders', () => {
    const store = createSandboxStore();
    for (const fixture of [digital, priceOnRequest]) {
      const { container, unmount } = renderWithStorefront(
        <ProductFreight product={productOf(store, fixture.urlFriendly)} />,
        { store },
      );
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('composes from its parts with texts from messages.ui.productFreight and props', async () => {
    const { store, product } = setup();
    const { user } = renderWithStorefront(
      <ProductFreight.Root product={product} defaultCep={cep.saoPaulo} calculate="Consultar">
        <ProductFreight.Title asChild>
          <h3>Prazo de entrega</h3>
        </ProductFreight.Title>
        <ProductFreight.Cep showLookupLink={false} />
        <ProductFreight.Submit />
        <ProductFreight.Options />
      </ProductFreight.Root>,
      { store, providerProps: { messages: { ui: { productFreight: { optionsLabel: 'Entregas' } } } } },
    );
    expect(screen.getByRole('form', { name: 'Prazo de entrega' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue(cep.saoPaulo);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByRole('list', { name: 'Entregas' })).toBeInTheDocument();
  });
});
