import { act, screen, waitFor, within } from '@testing-library/react';
import { useCart } from '@vitrine/hooks';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartCount } from '../CartCount/CartCount';
import { CartPreview } from './CartPreview';

const { simple, percentDiscount, quantityLimited } = sandboxFixtures;

/** Puts products in the sandbox cart before the page loads, as an earlier visit would have. */
function prefill(
  store: SandboxStore,
  ...lines: { idProduct: number; idSku: number | null; quantity: number }[]
) {
  for (const line of lines) {
    const reply = store.call('cart.add', { json: { ...line, isRecurrent: false } });
    if (reply.status !== 200) throw new Error('The sandbox refused a prefilled cart line.');
  }
}

/** A header badge and the sheet, as a page has them; navigation goes to a spy instead of the jsdom location. */
function Page({ onNavigate }: { readonly onNavigate?: (href: string) => void }) {
  return (
    <>
      <CartCount />
      <CartPreview onOpenChange={() => {}} />
      <NavigationSpy onNavigate={onNavigate} />
    </>
  );
}

function NavigationSpy({ onNavigate }: { readonly onNavigate?: ((href: string) => void) | undefined }) {
  useCart(() => ({}), { onNavigate: onNavigate ?? (() => {}) });
  return null;
}

async function openSheet(user: ReturnType<typeof renderWithStorefront>['user']) {
  const badge = await screen.findByRole('button', { name: /(item|itens) no carrinho$/ });
  await user.click(badge);
  return screen.findByRole('dialog', { name: 'Meu Carrinho' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CartPreview', () => {
  it('given an empty cart, the badge says 0 itens and the sheet shows the empty message without checkout', async () => {
    const { user, container } = renderWithStorefront(<Page />);
    await screen.findByRole('button', { name: '0 itens no carrinho' });
    await expectNoAxeViolations(container);
    const sheet = await openSheet(user);
    expect(await within(sheet).findByText('Seu Carrinho esta vazio.')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Finalizar Compra' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Continuar Comprando' })).toBeInTheDocument();
  });

  it('given a slow cart, it shows placeholder lines and a busy sheet, then the lines', async () => {
    const { user, store } = renderWithStorefront(<CartPreview trigger="Abrir carrinho" />);
    prefill(store, { idProduct: simple.idProduct, idSku: null, quantity: 1 });
    store.faults.setLatency(150);
    await user.click(screen.getByRole('button', { name: 'Abrir carrinho' }));
    const sheet = await screen.findByRole('dialog', { name: 'Meu Carrinho' });
    expect(sheet).toHaveAttribute('aria-busy', 'true');
    expect(sheet).toHaveAttribute('data-loading', '');
    expect(sheet.querySelector('.vt-cart-preview__lines[data-loading]')).not.toBeNull();
    expect(
      await within(sheet).findByRole('link', { name: simple.name }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(sheet).not.toHaveAttribute('aria-busy');
  });

  it('given lines in the cart, it lists them with quantity and remove controls, and totals; axe passes open', async () => {
    const { user, store } = renderWithStorefront(<Page />);
    prefill(
      store,
      { idProduct: simple.idProduct, idSku: null, quantity: 2 },
      { idProduct: percentDiscount.idProduct, idSku: percentDiscount.idSku, quantity: 1 },
    );
    await screen.findByRole('button', { name: '3 itens no carrinho' });
    const sheet = await openSheet(user);
    const list = within(sheet).getByRole('list', { name: 'Produtos no carrinho' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(sheet).getByRole('button', { name: `Remover ${simple.name}` })).toBeInTheDocument();
    expect(within(sheet).getByRole('spinbutton', { name: `Quantidade de ${simple.name}` })).toHaveValue(2);
    expect(within(sheet).getByText('Subtotal')).toBeInTheDocument();
    expect(within(sheet).getByText('Total')).toBeInTheDocument();
    expect(sheet).toHaveAttribute('data-state', 'open');
    await expectNoAxeViolations(document.body);
  });

  it('given a quantity raised with the + button, the sandbox cart is updated and the badge follows', async () => {
    const { user, store } = renderWithStorefront(<Page />);
    prefill(store, { idProduct: simple.idProduct, idSku: null, quantity: 1 });
    const sheet = await openSheet(user);
    const line = (await within(sheet).findByRole('link', { name: simple.name })).closest('li');
    if (!line) throw new Error('The line is a list item.');
    await user.click(within(line).getByRole('button', { name: 'Aumentar quantidade' }));
    await waitFor(() => expect(store.inspect.cartLines()[0]?.quantity).toBe(2));
    expect(screen.getByRole('button', { name: '2 itens no carrinho', hidden: true })).toBeInTheDocument();
  });

  it('given a quantity the store refuses, the line keeps its quantity and shows the server’s text next to it', async () => {
    const { user, store } = renderWithStorefront(<Page />);
    prefill(store, { idProduct: quantityLimited.idProduct, idSku: quantityLimited.idSku, quantity: 1 });
    const sheet = await openSheet(user);
    const field = await within(sheet).findByRole('spinbutton', {
      name: `Quantidade de ${quantityLimited.name}`,
    });
    await user.clear(field);
    await user.type(field, String(quantityLimited.maximum + 1));
    await user.tab();
    const line = field.closest('li');
    if (!line) throw new Error('The line is a list item.');
    await waitFor(() => expect(line).toHaveAttribute('data-error', ''));
    const message = `A quantidade máxima permitida para o produto ${quantityLimited.name} é ${quantityLimited.maximum} unidades.`;
    expect(within(line).getByText(message)).toHaveAttribute('role', 'alert');
    expect(line).toHaveAccessibleDescription(message);
    expect(field).toHaveValue(1);
    expect(store.inspect.cartLines()[0]?.quantity).toBe(1);
  });

  it('given a line removed, it disappears at once and the sandbox cart follows', async () => {
    const { user, store } = renderWithStorefront(<Page />);
    prefill(
      store,
      { idProduct: simple.idProduct, idSku: null, quantity: 1 },
      { idProduct: percentDiscount.idProduct, idSku: percentDiscount.idSku, quantity: 1 },
    );
    const sheet = await openSheet(user);
    await user.click(await within(sheet).findByRole('button', { name: `Remover ${simple.name}` }));
    expect(within(sheet).queryByRole('link', { name: simple.name })).toBeNull();
    await waitFor(() =>
      expect(store.inspect.cartLines().map((line) => line.idProduct)).toEqual([percentDiscount.idProduct]),
    );
  });

  it('given a CEP typed to 9 characters, the options are quoted, and choosing one adds the freight to the total', async () => {
    const { user, store } = renderWithStorefront(<Page />);
    prefill(store, { idProduct: simple.idProduct, idSku: null, quantity: 1 });
    const sheet = await openSheet(user);
    const lookup = await within(sheet).findByRole('link', { name: /Não sei meu CEP/ });
    expect(lookup).toHaveAttribute('target', '_blank');
    await user.type(
      within(sheet).getByRole('textbox', { name: 'CEP' }),
      sandboxFixtures.cep.saoPaulo.replace('-', ''),
    );
    const group = await within(sheet).findByRole('group', { name: 'Opções de frete' });
    const options = within(group).getAllByRole('radio');
    expect(options.length).toBeGreaterThan(0);
    const paid = options.find((radio) => !radio.closest('label')?.textContent?.includes('Frete Grátis'));
    if (!paid) throw new Error('The sandbox quotes a paid option for São Paulo.');
    await user.click(paid);
    await waitFor(() => expect(store.inspect.session().freight).toBeDefined());
    const freightRow = await within(sheet).findByText('Frete');
    expect(freightRow.nextElementSibling?.textContent).toMatch(/R\$/);
    expect(paid).toBeChecked();
  });

  it('given the freight form submitted without a CEP, it asks for one', async () => {
    const { user, store } = renderWithStorefront(<Page />);
    prefill(store, { idProduct: simple.idProduct, idSku: null, quantity: 1 });
    const sheet = await openSheet(user);
    await user.click(await within(sheet).findByRole('button', { name: 'Calcular' }));
    expect(await within(sheet).findByText('Por favor, insira um cep.')).toBeInTheDocument();
  });

  it('given an exhausted line, checkout shows the modal, and "Excluir Produto(s)" removes the exhausted lines', async () => {
    const onNavigate = vi.fn();
    const { user, store } = renderWithStorefront(<Page onNavigate={onNavigate} />);
    prefill(
      store,
      { idProduct: simple.idProduct, idSku: null, quantity: 1 },
      { idProduct: percentDiscount.idProduct, idSku: percentDiscount.idSku, quantity: 1 },
    );
    store.setExhausted(simple.idProduct, true);
    const sheet = await openSheet(user);
    const exhaustedLine = (await within(sheet).findByRole('link', { name: simple.name })).closest('li');
    expect(exhaustedLine).toHaveAttribute('data-stock', 'out');
    await user.click(within(sheet).getByRole('button', { name: 'Finalizar Compra' }));
    const modal = await screen.findByRole('alertdialog', {
      name: 'Ops... existe 1 produto esgotado no seu carrinho',
    });
    expect(within(modal).getByText(simple.name)).toBeInTheDocument();
    expect(within(sheet).getByText('Ops.. Exclua os produtos esgotados do carrinho.')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(within(modal).getByRole('button', { name: 'Excluir Produto(s)' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(sheet).queryByRole('link', { name: simple.name })).toBeNull();
    await waitFor(() =>
      expect(store.inspect.cartLines().map((line) => line.idProduct)).toEqual([percentDiscount.idProduct]),
    );
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('given a checkout that passes the limits, it goes to the identification step', async () => {
    const onNavigate = vi.fn();
    const { user, store } = renderWithStorefront(<Page onNavigate={onNavigate} />);
    prefill(store, { idProduct: simple.idProduct, idSku: null, quantity: 1 });
    const sheet = await openSheet(user);
    await user.click(await within(sheet).findByRole('button', { name: 'Finalizar Compra' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/checkout/identification'));
  });

  it('given a cart below the store’s minimum, the limit error shows for 10 s and then goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onNavigate = vi.fn();
    const { user, store } = renderWithStorefront(<Page onNavigate={onNavigate} />, {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    store.data.cartLimits.minValue = 100_000;
    store.data.cartLimits.maxValue = 200_000;
    prefill(store, { idProduct: simple.idProduct, idSku: null, quantity: 1 });
    const sheet = await openSheet(user);
    await user.click(await within(sheet).findByRole('button', { name: 'Finalizar Compra' }));
    // The limit text of the store (the cart's own V limit, checked before the server's call).
    const alert = sheet.querySelector('.vt-cart-preview__checkout-error');
    await waitFor(() => expect(alert?.textContent).toMatch(/^O valor mínimo .*R\$\s100\.000,00\.$/));
    const message = alert?.textContent ?? '';
    expect(alert).toHaveAttribute('role', 'alert');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(alert?.textContent).toBe(message);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_100);
    });
    expect(alert?.textContent).toBe('');
    expect(alert).toHaveAttribute('data-empty', '');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('given the cart cannot be read, the sheet says so (never empty) and Tentar novamente reads it again', async () => {
    const { user, store, container } = renderWithStorefront(<Page />);
    prefill(store, { idProduct: simple.idProduct, idSku: null, quantity: 1 });
    store.faults.inject({ operation: 'cart.get', status: 500, message: 'Erro.', times: 30 });
    const badge = await screen.findByRole('button', {
      name: 'Carrinho: quantidade de itens indisponível no momento',
    });
    await user.click(badge);
    const sheet = await screen.findByRole('dialog', { name: 'Meu Carrinho' });
    expect(await within(sheet).findByText('Não foi possível carregar o carrinho.')).toBeInTheDocument();
    expect(within(sheet).queryByText('Seu Carrinho esta vazio.')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    store.faults.clear();
    await user.click(within(sheet).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(sheet).findByRole('link', { name: simple.name })).toBeInTheDocument();
    expect(within(sheet).queryByText('Não foi possível carregar o carrinho.')).not.toBeInTheDocument();
  });

  it('given the cart timer expired on the server, opening the cart shows the timer-expiry message', async () => {
    const { user, store } = renderWithStorefront(<Page />);
    prefill(store, { idProduct: simple.idProduct, idSku: null, quantity: 1 });
    await screen.findByRole('button', { name: '1 item no carrinho' });
    store.expireCart();
    const sheet = await openSheet(user);
    expect(
      await within(sheet).findByText(`O TEMPO EXPIROU E ${simple.name} foi removido do carrinho`),
    ).toBeInTheDocument();
    expect(within(sheet).getByRole('status')).toHaveTextContent('O TEMPO EXPIROU');
    expect(await within(sheet).findByText('Seu Carrinho esta vazio.')).toBeInTheDocument();
  });

  it('given the keyboard, the badge opens the sheet, focus stays inside, Escape closes it and focus returns', async () => {
    const { user, store } = renderWithStorefront(<Page />);
    prefill(store, { idProduct: simple.idProduct, idSku: null, quantity: 1 });
    const badge = await screen.findByRole('button', { name: '1 item no carrinho' });
    badge.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Meu Carrinho' });
    await within(sheet).findByRole('link', { name: simple.name });
    expect(sheet.contains(document.activeElement)).toBe(true);
    for (let step = 0; step < 15; step += 1) {
      await user.tab();
      expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(badge).toHaveFocus();
  });

  it('given "Continuar Comprando", the sheet closes, is reported closed and axe passes closed', async () => {
    const onOpenChange = vi.fn();
    const { user, container } = renderWithStorefront(
      <>
        <CartCount />
        <CartPreview onOpenChange={onOpenChange} />
      </>,
    );
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('button', { name: 'Continuar Comprando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    await expectNoAxeViolations(container);
  });

  it('given a controlled open prop, it renders open without any click', async () => {
    renderWithStorefront(<CartPreview open />);
    expect(await screen.findByRole('dialog', { name: 'Meu Carrinho' })).toHaveAttribute('data-state', 'open');
  });

  it("given its own texts, the ready-made sheet shows them and puts element props on the sheet's box", async () => {
    const { store } = renderWithStorefront(
      <CartPreview open title="Minha Sacola" checkout="Ir para o pagamento" className="minha-sacola" />,
    );
    prefill(store, { idProduct: simple.idProduct, idSku: simple.idSku, quantity: 1 });
    const sheet = await screen.findByRole('dialog', { name: 'Minha Sacola' });
    expect(sheet).toHaveClass('minha-sacola');
    expect(await within(sheet).findByRole('button', { name: 'Ir para o pagamento' })).toBeInTheDocument();
    expect(sheet).not.toHaveAttribute('checkout');
  });
});
