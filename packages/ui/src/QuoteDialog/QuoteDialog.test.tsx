import { act, screen, within } from '@testing-library/react';
import type { StorefrontProductInfo } from '@vitrine/core';
import { useStorefront } from '@vitrine/hooks';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { AlertRegion } from '../foundation/Alert/AlertRegion';
import { QuoteDialog } from './QuoteDialog';

const { priceOnRequest, productWithVariations } = sandboxFixtures;
const product: StorefrontProductInfo = {
  idProduct: priceOnRequest.idProduct,
  name: priceOnRequest.name,
  image: '/imagens/monitor.svg',
  idSku: priceOnRequest.idSku,
  hasVariations: false,
};

/** A budget button as the detail page has it: it publishes `quote.open` on the provider's bus. */
function BudgetButton() {
  const { bus } = useStorefront();
  return (
    <button type="button" onClick={() => bus.publish({ type: 'quote.open', products: [product] })}>
      Orçar
    </button>
  );
}

function renderPage(options?: Parameters<typeof renderWithStorefront>[1]) {
  return renderWithStorefront(
    <>
      <BudgetButton />
      <QuoteDialog />
      <AlertRegion />
    </>,
    options,
  );
}

// The first opening of a test file fetches the box's module, which vitest transforms on the spot.
const firstLoad = { timeout: 5000 };

async function openDialog(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('button', { name: 'Orçar' }));
  return screen.findByRole('dialog', { name: 'Solicitar Orçamento' }, firstLoad);
}

async function fill(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Telefone'), '1134567890');
  await user.type(screen.getByLabelText('Mensagem'), 'Preciso de 3 unidades.');
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const typed = () => ['Nome', 'E-mail', 'Telefone', 'Mensagem'].map((label) => field(label).value);

describe('QuoteDialog', () => {
  it('given a quote.open on the bus, it opens with the product, its SKU and image, and focus in the name field', async () => {
    const { bus, baseElement } = renderPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => bus.publish({ type: 'quote.open', products: [product], origin: 'detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar Orçamento' }, firstLoad);
    const products = within(dialog).getByRole('list');
    expect(dialog.getAttribute('aria-describedby')).toBe(products.id);
    const item = within(products).getByRole('listitem');
    expect(item.textContent).toBe(`${product.name}SKU: ${product.idSku}`);
    expect(item.querySelector('img')?.getAttribute('src')).toBe(product.image);
    expect(within(dialog).getByLabelText('Nome')).toHaveFocus();
    expect(within(dialog).getByLabelText('Telefone').getAttribute('type')).toBe('tel');
    expect(within(dialog).getByLabelText('Mensagem').tagName).toBe('TEXTAREA');
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Solicitar Orcamento' })).toBeInTheDocument();
    await expectNoAxeViolations(baseElement);
  });

  it('given a buy-together bundle, it lists every product', async () => {
    const { bus } = renderPage();
    const second = {
      idProduct: productWithVariations.idProduct,
      name: productWithVariations.name,
      idSku: productWithVariations.inStockSku,
      hasVariations: true,
    };
    await act(async () =>
      bus.publish({ type: 'quote.open', products: [product, second], origin: 'buyTogether' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar Orçamento' }, firstLoad);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-product-id')),
    ).toEqual([String(product.idProduct), String(second.idProduct)]);
  });

  it('shows no message before a submit; an empty submit says every field is required beside it and focuses the first', async () => {
    const { user, store, baseElement } = renderPage();
    await openDialog(user);
    await user.type(field('E-mail'), 'ana@');
    await user.tab();
    expect(field('E-mail').getAttribute('aria-invalid')).toBeNull();
    await user.clear(field('E-mail'));
    await user.click(screen.getByRole('button', { name: 'Solicitar Orcamento' }));
    for (const label of ['Nome', 'E-mail', 'Telefone', 'Mensagem']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(field(label))).toBe('Campo Obrigatorio');
    }
    expect(field('Nome')).toHaveFocus();
    expect(store.inspect.submissions('budget')).toHaveLength(0);
    await expectNoAxeViolations(baseElement);
  });

  it('given a malformed e-mail and a short phone, a submit shows their messages and focuses the e-mail', async () => {
    const { user, store } = renderPage();
    await openDialog(user);
    await user.type(field('Nome'), 'Ana Souza');
    await user.type(field('E-mail'), 'ana@');
    await user.type(field('Telefone'), '1234');
    expect(field('Telefone').value).toBe('(12) 34');
    await user.type(field('Mensagem'), 'Preciso de 3 unidades.');
    await user.click(screen.getByRole('button', { name: 'Solicitar Orcamento' }));
    expect(messageOf(field('E-mail'))).toBe('E-mail Invalido');
    expect(messageOf(field('Telefone'))).toBe('Informe um Telefone Valido');
    expect(field('Nome').getAttribute('aria-invalid')).toBeNull();
    expect(field('Mensagem').getAttribute('aria-invalid')).toBeNull();
    expect(field('E-mail')).toHaveFocus();
    expect(store.inspect.submissions('budget')).toHaveLength(0);
  });

  it('given a valid form, it sends the quote, closes, says so and gives focus back to the budget button', async () => {
    const { user, store, baseElement } = renderPage();
    const opener = screen.getByRole('button', { name: 'Orçar' });
    await openDialog(user);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Solicitar Orcamento' }));
    expect(
      await screen.findByText('A solicitacao de orcamento foi enviada com sucesso.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(store.inspect.submissions('budget')[0]?.payload).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '(11) 3456-7890',
      message: 'Preciso de 3 unidades.',
      products: [{ idProduct: product.idProduct, idProductGrid: product.idSku }],
    });
    await expectNoAxeViolations(baseElement);
  });

  it('given the store fails, the dialog stays open, says so inside and keeps every typed field', async () => {
    const { user, store, baseElement } = renderPage();
    store.faults.inject({ operation: 'catalogue.sendBudget', status: 500, times: 1 });
    const dialog = await openDialog(user);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Solicitar Orcamento' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Erro ao enviar a solicitacao de orcamento.');
    expect(dialog.hasAttribute('data-failed')).toBe(true);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(typed()).toEqual(['Ana Souza', 'ana@example.com', '(11) 3456-7890', 'Preciso de 3 unidades.']);
    expect(store.inspect.submissions('budget')).toHaveLength(0);
    await expectNoAxeViolations(baseElement);

    await user.click(screen.getByRole('button', { name: 'Solicitar Orcamento' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(dialog.hasAttribute('data-failed')).toBe(false);
    expect(
      await screen.findByText('A solicitacao de orcamento foi enviada com sucesso.'),
    ).toBeInTheDocument();
  });

  it('reads its failure from the flow: an error alert in the same words from elsewhere on the page leaves it as it was', async () => {
    const { user, bus } = renderPage();
    const dialog = await openDialog(user);
    act(() =>
      bus.publish({ type: 'alert', kind: 'error', title: 'Erro ao enviar a solicitacao de orcamento.' }),
    );
    expect(await screen.findByText('Erro ao enviar a solicitacao de orcamento.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(dialog.hasAttribute('data-failed')).toBe(false);
  });

  it('while sending, the button and the form are busy', async () => {
    const { user, baseElement } = renderPage({ storeOptions: { latency: 600 } });
    const dialog = await openDialog(user);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Solicitar Orcamento' }));
    const submit = within(dialog).getByRole('button', { name: 'Solicitar Orcamento' });
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(dialog.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    await expectNoAxeViolations(baseElement);
    expect(
      await screen.findByText('A solicitacao de orcamento foi enviada com sucesso.'),
    ).toBeInTheDocument();
  });

  it('given Escape, it closes the flow and focus returns to the budget button; the × closes it too and what was typed stays', async () => {
    const onOpenChange = vi.fn();
    const { user, bus } = renderWithStorefront(
      <>
        <BudgetButton />
        <QuoteDialog onOpenChange={onOpenChange} />
      </>,
    );
    const closes = vi.fn();
    bus.subscribe('quote.close', closes);
    const opener = screen.getByRole('button', { name: 'Orçar' });
    await openDialog(user);
    await user.type(field('Mensagem'), 'Olá');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(closes).toHaveBeenCalledTimes(1);

    await openDialog(user);
    expect(field('Mensagem').value).toBe('Olá');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('given a quote.close on the bus, it closes', async () => {
    const { user, bus } = renderPage();
    await openDialog(user);
    act(() => bus.publish({ type: 'quote.close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes its texts from messages.ui.quoteDialog, and props win over them', async () => {
    const { bus } = renderWithStorefront(
      <QuoteDialog buttonText="Pedir orçamento" messageLabel="Observações" />,
      {
        providerProps: {
          messages: {
            ui: { quoteDialog: { title: 'Orçamento', messageLabel: 'Detalhes', sku: (id) => `Ref. ${id}` } },
          },
        },
      },
    );
    await act(async () => bus.publish({ type: 'quote.open', products: [product] }));
    const dialog = await screen.findByRole('dialog', { name: 'Orçamento' }, firstLoad);
    expect(within(dialog).getByLabelText('Observações')).toBeInTheDocument();
    expect(within(dialog).getByText(`Ref. ${product.idSku}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pedir orçamento' })).toBeInTheDocument();
  });

  it('composes from its parts, which load with the box', async () => {
    const { bus, user } = renderWithStorefront(
      <QuoteDialog.Root>
        <QuoteDialog.Content className="minha-caixa">
          <QuoteDialog.Title>Orçamento rápido</QuoteDialog.Title>
          <QuoteDialog.Products>
            {(quoted) => <QuoteDialog.Product key={quoted.idProduct} product={quoted} data-mine="" />}
          </QuoteDialog.Products>
          <QuoteDialog.Form>
            <QuoteDialog.Message />
            <QuoteDialog.Submit>Enviar</QuoteDialog.Submit>
          </QuoteDialog.Form>
          <QuoteDialog.Close label="Fechar janela" />
        </QuoteDialog.Content>
      </QuoteDialog.Root>,
    );
    await act(async () => bus.publish({ type: 'quote.open', products: [product] }));
    const dialog = await screen.findByRole('dialog', { name: 'Orçamento rápido' }, firstLoad);
    expect(dialog.classList.contains('minha-caixa')).toBe(true);
    expect(within(dialog).getByRole('listitem').hasAttribute('data-mine')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(messageOf(within(dialog).getByLabelText('Mensagem'))).toBe('Campo Obrigatorio');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar janela' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
