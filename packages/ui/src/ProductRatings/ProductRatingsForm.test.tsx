import { screen, waitFor, within } from '@testing-library/react';
import { type AntiBotTokenProvider, createAntiBotTokenProvider, type StoreClient } from '@vitrine/core';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { ProductRatings } from './ProductRatings';

const product = { idProduct: sandboxFixtures.rated.idProduct };

/** An anti-bot source whose tokens the sandbox scores as `token` (a page uses reCAPTCHA's). */
function antiBotScoring(
  client: StoreClient,
  token: (action: string, siteKey: string) => string,
): AntiBotTokenProvider {
  return createAntiBotTokenProvider({
    loadCredentials: () => client.content.antiBotCredentials(),
    getAntiBotToken: async (action, siteKey) => token(action, siteKey),
  });
}

function renderForm(options: { token?: (action: string, siteKey: string) => string } = {}) {
  const storefront = createTestStorefront();
  const antiBot = antiBotScoring(
    storefront.client,
    options.token ?? ((action, key) => `human:${action}:${key}`),
  );
  const rendered = renderWithStorefront(
    <ProductRatings product={product} collapsible={false} antiBot={antiBot} />,
    {
      store: storefront.store,
      providerProps: { client: storefront.client, services: storefront.services },
    },
  );
  return { ...rendered, form: screen.getByRole('form', { name: 'Sua avaliação' }) };
}

type User = ReturnType<typeof renderWithStorefront>['user'];

async function fill(user: User, form: HTMLElement) {
  const field = within(form);
  await user.click(field.getByRole('radio', { name: '4 estrelas' }));
  await user.type(field.getByLabelText('Nome'), 'Ana Souza');
  await user.type(field.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(field.getByLabelText('Cidade'), 'Campinas');
  await user.selectOptions(field.getByLabelText('Estado'), 'SP');
  await user.type(field.getByLabelText('Título'), 'Ótima compra');
  await user.type(field.getByLabelText('Opinião'), 'Chegou rápido e bem embalado.');
  await user.click(field.getByLabelText('Mostrar E-mail?'));
}

describe('ProductRatings form', () => {
  it("is collapsed behind 'Avaliar produto', which opens it from the keyboard", async () => {
    const { user, container } = renderWithStorefront(<ProductRatings product={product} />);
    const trigger = screen.getByRole('button', { name: 'Avaliar produto' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form')).toBeNull();
    await expectNoAxeViolations(container);
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Sua avaliação' });
    expect(trigger.getAttribute('aria-controls')).toBe(form.id);
    await expectNoAxeViolations(container);
    await user.keyboard(' ');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('given an empty submit, every message shows beside its field, the first is focused and nothing is sent', async () => {
    const { user, container, requests, form } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Enviar avaliação' }));
    const messageOf = (control: HTMLElement) => {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      return document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    const field = within(form);
    expect(messageOf(field.getByRole('radio', { name: '1 estrela' }))).toBe('Informe a Nota');
    expect(messageOf(field.getByLabelText('Nome'))).toBe('Informe o Nome');
    expect(messageOf(field.getByLabelText('E-mail'))).toBe('Informe o Email');
    expect(messageOf(field.getByLabelText('Cidade'))).toBe('Informe a Cidade');
    expect(messageOf(field.getByLabelText('Estado'))).toBe('Informe o Estado');
    expect(messageOf(field.getByLabelText('Título'))).toBe('Informe o Título');
    expect(messageOf(field.getByLabelText('Opinião'))).toBe('Informe sua Opinião');
    await waitFor(() => expect(document.activeElement).toBe(field.getByRole('radio', { name: '1 estrela' })));
    expect(requests('ratings.send')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('says a name is too short and an e-mail invalid once the shopper leaves them', async () => {
    const { user, form } = renderForm();
    const field = within(form);
    await user.type(field.getByLabelText('Nome'), 'An');
    await user.type(field.getByLabelText('E-mail'), 'ana@');
    await user.tab();
    expect(field.getByText('Informe ao menos 3 caracteres')).toBeTruthy();
    expect(field.getByText('E-mail Inválido')).toBeTruthy();
    expect(field.getByLabelText('Cidade').getAttribute('aria-invalid')).toBeNull();
  });

  it('chooses the stars with the arrow keys, highlighting stars 1 to n', async () => {
    const { user, form } = renderForm();
    const group = within(form).getByRole('group', { name: 'Nota' });
    await user.click(within(group).getByRole('radio', { name: '2 estrelas' }));
    await user.keyboard('{ArrowRight}');
    const three = within(group).getByRole('radio', { name: '3 estrelas' }) as HTMLInputElement;
    expect(three.checked).toBe(true);
    expect(document.activeElement).toBe(three);
    expect(group.getAttribute('data-rate')).toBe('3');
    expect(group.querySelectorAll('.vt-product-ratings__star[data-active]')).toHaveLength(3);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect((within(group).getByRole('radio', { name: '1 estrela' }) as HTMLInputElement).checked).toBe(true);
    expect(group.querySelectorAll('.vt-product-ratings__star[data-active]')).toHaveLength(1);
  });

  it('given a valid rating, the store records it, the form says so and empties, and the list shows the new rating', async () => {
    const { user, store, container, form } = renderForm();
    await screen.findAllByRole('listitem');
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Enviar avaliação' }));
    const status = within(form).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Avaliação registrada com sucesso.'));
    expect(status.getAttribute('data-kind')).toBe('success');
    expect(store.inspect.submissions('rating').map((s) => s.payload)).toEqual([
      expect.objectContaining({
        idProduct: product.idProduct,
        rate: 4,
        name: 'Ana Souza',
        email: 'ana@example.com',
        addressCity: 'Campinas',
        addressState: 'SP',
        title: 'Ótima compra',
        comment: 'Chegou rápido e bem embalado.',
        leavePublicEmail: true,
      }),
    ]);
    expect((within(form).getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    expect(within(form).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    const newest = await screen.findByText('Ótima compra', { selector: 'h3' });
    const item = newest.closest('li') as HTMLElement;
    expect(within(item).getByText('ana@example.com')).toBeTruthy();
    expect(within(item).getByText('01/05/2025 09:00')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('while sending, the button is busy and disabled', async () => {
    const { user, store, form } = renderForm();
    await fill(user, form);
    store.faults.setLatency(150);
    await user.click(within(form).getByRole('button', { name: 'Enviar avaliação' }));
    const button = within(form).getByRole('button', { name: 'Enviar avaliação' }) as HTMLButtonElement;
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.disabled).toBe(true);
    await within(form).findByText('Avaliação registrada com sucesso.');
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('given the store fails, it says so and keeps every typed field and the stars', async () => {
    const { user, store, container, form } = renderForm();
    store.faults.inject({ operation: 'ratings.send', status: 500, times: 1 });
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Enviar avaliação' }));
    const status = within(form).getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe('Ocorreu um erro ao registrar a avaliação do produto.'),
    );
    expect(status.getAttribute('data-kind')).toBe('error');
    const field = within(form);
    expect((field.getByLabelText('Nome') as HTMLInputElement).value).toBe('Ana Souza');
    expect((field.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
    expect((field.getByLabelText('Estado') as HTMLSelectElement).value).toBe('SP');
    expect((field.getByLabelText('Opinião') as HTMLTextAreaElement).value).toBe(
      'Chegou rápido e bem embalado.',
    );
    expect((field.getByRole('radio', { name: '4 estrelas' }) as HTMLInputElement).checked).toBe(true);
    expect((field.getByLabelText('Mostrar E-mail?') as HTMLInputElement).checked).toBe(true);
    expect(store.inspect.submissions('rating')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('given the anti-bot scores the shopper as a robot, the store refuses and the form says it failed', async () => {
    const { user, store, form } = renderForm({ token: () => 'bot' });
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Enviar avaliação' }));
    await within(form).findByText('Ocorreu um erro ao registrar a avaliação do produto.');
    expect(store.inspect.submissions('rating')).toHaveLength(0);
    expect((within(form).getByLabelText('Título') as HTMLInputElement).value).toBe('Ótima compra');
  });
});
