import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { CartPreview } from './CartPreview';

const { simple } = sandboxFixtures;

function prefill(store: SandboxStore, quantity: number) {
  const reply = store.call('cart.add', {
    json: { idProduct: simple.idProduct, idSku: null, quantity, isRecurrent: false },
  });
  if (reply.status !== 200) throw new Error('The sandbox refused a prefilled cart line.');
}

/** A theme's own sheet: a line of its own order and markup, and a calculator without the lookup link. */
function CustomSheet() {
  return (
    <CartPreview.Root defaultOpen>
      <CartPreview.Content>
        <CartPreview.Title />
        <CartPreview.Lines>
          {(line) => (
            <CartPreview.Line key={line.idCartItem} line={line} className="my-line">
              <CartPreview.LineName />
              <CartPreview.LineQuantity showLabel />
              <CartPreview.LineRemove>Tirar do carrinho</CartPreview.LineRemove>
              <CartPreview.LineError />
              <CartPreview.LineNotice />
            </CartPreview.Line>
          )}
        </CartPreview.Lines>
        <CartPreview.Freight>
          <CartPreview.FreightTitle>Entrega</CartPreview.FreightTitle>
          <CartPreview.FreightCep showLookupLink={false} />
          <CartPreview.FreightSubmit />
          <CartPreview.FreightResult />
        </CartPreview.Freight>
      </CartPreview.Content>
    </CartPreview.Root>
  );
}

describe('CartPreview parts', () => {
  it('given a custom line composed from the parts, it shows only those parts and they drive the cart', async () => {
    const { user, store, container } = renderWithStorefront(<CustomSheet />);
    prefill(store, 1);
    const sheet = await screen.findByRole('dialog', { name: 'Meu Carrinho' });
    const name = await within(sheet).findByRole('link', { name: simple.name }, { timeout: 3000 });
    const line = name.closest('li');
    if (!line) throw new Error('The line is a list item.');
    expect(line).toHaveClass('vt-cart-preview__line', 'my-line');
    expect(line.querySelector('img, .vt-cart-preview__image')).toBeNull();
    expect(within(line).queryByText(/R\$/)).toBeNull();
    expect(within(line).getByText(`Quantidade de ${simple.name}`)).toBeVisible();
    await expectNoAxeViolations(container.ownerDocument.body);

    await user.click(within(line).getByRole('button', { name: 'Aumentar quantidade' }));
    await waitFor(() => expect(store.inspect.cartLines()[0]?.quantity).toBe(2));

    await user.click(within(line).getByRole('button', { name: 'Tirar do carrinho' }));
    expect(within(sheet).queryByRole('link', { name: simple.name })).toBeNull();
    await waitFor(() => expect(store.inspect.cartLines()).toEqual([]));
  });

  it('given a custom calculator, its title names the form and an empty submit asks for a CEP', async () => {
    const { user, store } = renderWithStorefront(<CustomSheet />);
    prefill(store, 1);
    const sheet = await screen.findByRole('dialog', { name: 'Meu Carrinho' });
    const form = await within(sheet).findByRole('form', { name: 'Entrega' }, { timeout: 3000 });
    expect(within(form).queryByRole('link', { name: /Não sei meu CEP/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Calcular' }));
    expect(await within(form).findByText('Por favor, insira um cep.')).toBeInTheDocument();
  });
});
