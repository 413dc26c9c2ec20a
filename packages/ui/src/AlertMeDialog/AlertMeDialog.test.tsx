import { act, screen, waitFor, within } from '@testing-library/react';
import type { StorefrontProductInfo } from '@vitrine/core';
import { useStorefront } from '@vitrine/hooks';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { AlertRegion } from '../foundation/Alert/AlertRegion';
import { AlertMeDialog } from './AlertMeDialog';

const { productWithVariations } = sandboxFixtures;
const product: StorefrontProductInfo = {
  idProduct: productWithVariations.idProduct,
  name: productWithVariations.name,
  image: '/imagens/camiseta-preta.svg',
  idSku: productWithVariations.outOfStockSku,
  hasVariations: true,
};

/** A sold-out control as a card has it: it publishes `alertMe.open` on the provider's bus. */
function SoldOutButton() {
  const { bus } = useStorefront();
  return (
    <button type="button" onClick={() => bus.publish({ type: 'alertMe.open', product, origin: 'card' })}>
      Avise-me quando chegar
    </button>
  );
}

function renderPage(options?: Parameters<typeof renderWithStorefront>[1]) {
  return renderWithStorefront(
    <>
      <SoldOutButton />
      <AlertMeDialog />
      <AlertRegion />
    </>,
    options,
  );
}

async function openDialog(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('button', { name: 'Avise-me quando chegar' }));
  return screen.findByRole('dialog', { name: 'Avise-me quando chegar' }, firstLoad);
}

async function fill(user: ReturnType<typeof renderPage>['user'], email = 'ana@example.com') {
  await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Telefone'), '11987654321');
}

// The first opening of a test file fetches the box's module, which vitest transforms on the spot.
const firstLoad = { timeout: 5000 };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('AlertMeDialog', () => {
  it('given an alertMe.open on the bus, it opens with the product’s name and image and focus in the name field', async () => {
    const { bus, baseElement } = renderPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => bus.publish({ type: 'alertMe.open', product }));
    const dialog = await screen.findByRole('dialog', { name: 'Avise-me quando chegar' }, firstLoad);
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText(product.name).id);
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(product.image);
    expect(within(dialog).getByLabelText('Nome')).toHaveFocus();
    expect(within(dialog).getByLabelText('E-mail')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Telefone').getAttribute('type')).toBe('tel');
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Avise-me' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(baseElement);
  });

  it('given an empty submit, every field says it is required beside it and focus goes to the first one', async () => {
    const { user, store, baseElement } = renderPage();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Avise-me' }));
    for (const label of ['Nome', 'E-mail', 'Telefone']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(field(label))).toBe('Campo Obrigatório');
    }
    expect(field('Nome')).toHaveFocus();
    expect(store.inspect.submissions('alertMe')).toHaveLength(0);
    await expectNoAxeViolations(baseElement);
  });

  it('given a malformed e-mail and a short phone, their messages show once left, and a submit focuses the e-mail', async () => {
    const { user, store } = renderPage();
    await openDialog(user);
    await user.type(field('Nome'), 'Ana Souza');
    await user.type(field('E-mail'), 'ana@');
    expect(field('E-mail').getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(messageOf(field('E-mail'))).toBe('E-mail Inválido');
    await user.type(field('Telefone'), '1234');
    expect(field('Telefone').value).toBe('(12) 34');
    await user.tab();
    expect(messageOf(field('Telefone'))).toBe('Informe um Telefone Válido');
    expect(field('Nome').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Avise-me' }));
    expect(field('E-mail')).toHaveFocus();
    expect(store.inspect.submissions('alertMe')).toHaveLength(0);
  });

  it('given a valid form, it registers the alert, closes, says so and gives focus back to the sold-out button', async () => {
    const { user, store, baseElement } = renderPage();
    const opener = screen.getByRole('button', { name: 'Avise-me quando chegar' });
    await openDialog(user);
    await fill(user);
    const submit = screen.getByRole('button', { name: 'Avise-me' });
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    await user.click(submit);
    expect(
      await screen.findByText('Você será avisado quando este produto estiver disponível.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(store.inspect.submissions('alertMe').map((s) => s.payload)).toEqual([
      {
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '(11) 98765-4321',
        idProduct: product.idProduct,
        idSku: product.idSku,
        nameProduct: product.name,
      },
    ]);
    await expectNoAxeViolations(baseElement);
  });

  it('given an e-mail already waiting for this product, the store answers [Err 045]: it closes and says the e-mail is registered', async () => {
    const { user, store, baseElement } = renderPage();
    store.call('catalogue.alertMe', {
      json: {
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '(11) 98765-4321',
        idProduct: product.idProduct,
        idSku: product.idSku,
        nameProduct: product.name,
      },
    });
    await openDialog(user);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Avise-me' }));
    const status = await screen.findByText('Este e-mail já está cadastrado para notificação deste produto.');
    expect(status.closest('[role="status"]')?.getAttribute('data-kind')).toBe('info');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Erro ao realizar o cadastro para ser notificado.')).toBeNull();
    expect(store.inspect.submissions('alertMe')).toHaveLength(1);
    await expectNoAxeViolations(baseElement);
  });

  it('given the store fails, the dialog stays open, says so inside and keeps every typed field; a retry goes through', async () => {
    const { user, store, baseElement } = renderPage();
    store.faults.inject({ operation: 'catalogue.alertMe', status: 500, times: 1 });
    const dialog = await openDialog(user);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Avise-me' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Erro ao realizar o cadastro para ser notificado.');
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect([field('Nome').value, field('E-mail').value, field('Telefone').value]).toEqual([
      'Ana Souza',
      'ana@example.com',
      '(11) 98765-4321',
    ]);
    expect(store.inspect.submissions('alertMe')).toHaveLength(0);
    await expectNoAxeViolations(baseElement);

    await user.click(screen.getByRole('button', { name: 'Avise-me' }));
    expect(
      await screen.findByText('Você será avisado quando este produto estiver disponível.'),
    ).toBeInTheDocument();
    expect(store.inspect.submissions('alertMe')).toHaveLength(1);
  });

  it('reads its failure from the flow: an error alert in the same words from elsewhere on the page leaves it as it was', async () => {
    const { user, bus } = renderPage();
    const dialog = await openDialog(user);
    act(() =>
      bus.publish({
        type: 'alert',
        kind: 'error',
        title: 'Erro ao realizar o cadastro para ser notificado.',
      }),
    );
    expect(await screen.findByText('Erro ao realizar o cadastro para ser notificado.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(dialog.hasAttribute('data-failed')).toBe(false);
  });

  it('while sending, the button and the form are busy', async () => {
    const { user, baseElement } = renderPage({ storeOptions: { latency: 600 } });
    const dialog = await openDialog(user);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Avise-me' }));
    const submit = within(dialog).getByRole('button', { name: 'Avise-me' });
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(submit.hasAttribute('data-loading')).toBe(true);
    expect(dialog.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    await expectNoAxeViolations(baseElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given Escape, it closes the flow and focus returns to the sold-out button; the × closes it too and what was typed stays', async () => {
    const onOpenChange = vi.fn();
    const { user, bus } = renderWithStorefront(
      <>
        <SoldOutButton />
        <AlertMeDialog onOpenChange={onOpenChange} />
      </>,
    );
    const closes = vi.fn();
    bus.subscribe('alertMe.close', closes);
    const opener = screen.getByRole('button', { name: 'Avise-me quando chegar' });
    await openDialog(user);
    await user.type(field('Nome'), 'Ana');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(closes).toHaveBeenCalledTimes(1);

    await openDialog(user);
    expect(field('Nome').value).toBe('Ana');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('given an alertMe.close on the bus (an in-stock variation chosen), it closes', async () => {
    const { user, bus } = renderPage();
    await openDialog(user);
    act(() => bus.publish({ type: 'alertMe.close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes its texts from messages.ui.alertMeDialog, and props win over them', async () => {
    const { bus } = renderWithStorefront(
      <AlertMeDialog buttonText="Quero ser avisado" nameLabel="Seu nome" />,
      {
        providerProps: {
          messages: { ui: { alertMeDialog: { title: 'Avise quando voltar', nameLabel: 'Nome completo' } } },
        },
      },
    );
    await act(async () => bus.publish({ type: 'alertMe.open', product }));
    const dialog = await screen.findByRole('dialog', { name: 'Avise quando voltar' }, firstLoad);
    expect(within(dialog).getByLabelText('Seu nome')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Quero ser avisado' })).toBeInTheDocument();
  });

  it('composes from its parts, which load with the box', async () => {
    const { bus, user } = renderWithStorefront(
      <AlertMeDialog.Root>
        <AlertMeDialog.Content className="minha-caixa">
          <AlertMeDialog.Title>Sem estoque</AlertMeDialog.Title>
          <AlertMeDialog.ProductName />
          <AlertMeDialog.Form>
            <AlertMeDialog.Field name="email" />
            <AlertMeDialog.Submit>Enviar</AlertMeDialog.Submit>
          </AlertMeDialog.Form>
          <AlertMeDialog.Close label="Fechar janela" />
        </AlertMeDialog.Content>
      </AlertMeDialog.Root>,
    );
    await act(async () => bus.publish({ type: 'alertMe.open', product }));
    const dialog = await screen.findByRole('dialog', { name: 'Sem estoque' }, firstLoad);
    expect(dialog.classList.contains('minha-caixa')).toBe(true);
    expect(within(dialog).getByText(product.name)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(messageOf(within(dialog).getByLabelText('E-mail'))).toBe('Campo Obrigatório');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar janela' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
