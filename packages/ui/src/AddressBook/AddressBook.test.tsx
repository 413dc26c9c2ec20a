import { screen, waitFor, within } from '@testing-library/react';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { AddressBook } from './AddressBook';

/** A sandbox store with the fixture customer (two addresses: Paulista, default and billing; Rio Branco) signed in. */
function signedIn(): SandboxStore {
  const { store } = createTestStorefront();
  const { email, password } = sandboxFixtures.customer;
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
}

// `hidden`: the list is still there (hidden from assistive technology) under an open modal.
const items = () =>
  within(screen.getByRole('list', { name: 'Endereços cadastrados', hidden: true })).getAllByRole('listitem', {
    hidden: true,
  });
const itemOf = (street: string) => {
  const item = items().find((element) => element.textContent?.includes(street));
  if (!item) throw new Error(`no address on ${street}`);
  return item;
};

describe('AddressBook', () => {
  it('given a signed-in customer, it lists the addresses with the default delivery and billing badges', async () => {
    const { container } = renderWithStorefront(<AddressBook />, { store: signedIn() });
    expect(container.querySelector('.vt-address-book')).toHaveAttribute('data-state', 'loading');
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    expect(screen.getByRole('region', { name: 'Meus endereços' })).toHaveAttribute('data-state', 'ready');
    expect(items()).toHaveLength(2);
    const paulista = itemOf('Avenida Paulista');
    expect(paulista).toHaveTextContent('Avenida Paulista, 1000 – Apto 52');
    expect(paulista).toHaveTextContent('Bela Vista, São Paulo – SP');
    expect(paulista).toHaveTextContent('CEP 01310-100');
    expect(within(paulista).getByText('Entrega padrão')).toBeTruthy();
    expect(within(paulista).getByText('Cobrança')).toBeTruthy();
    expect(within(paulista).queryByRole('button', { name: 'Usar para entrega' })).toBeNull();
    const rio = itemOf('Avenida Rio Branco');
    expect(within(rio).queryByText('Entrega padrão')).toBeNull();
    expect(within(rio).getByRole('button', { name: 'Usar para entrega' })).toHaveAccessibleDescription(
      /Avenida Rio Branco, 156/,
    );
    await expectNoAxeViolations(container);
  });

  it('while the list first loads, it is busy with a spinner saying so', async () => {
    const store = signedIn();
    store.faults.setLatency(60);
    const { container } = renderWithStorefront(<AddressBook />, { store });
    const root = container.querySelector('.vt-address-book');
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Carregando endereços…')).toBeTruthy();
    await expectNoAxeViolations(container);
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    expect(screen.queryByText('Carregando endereços…')).toBeNull();
  });

  it('given a customer without addresses, it says so', async () => {
    const store = signedIn();
    store.call('customer.deleteAddress', { json: { idAddress: 1 } });
    store.call('customer.deleteAddress', { json: { idAddress: 2 } });
    const { container } = renderWithStorefront(<AddressBook />, { store });
    expect(await screen.findByText('Você ainda não tem endereços cadastrados.')).toBeTruthy();
    expect(container.querySelector('.vt-address-book')).toHaveAttribute('data-state', 'empty');
    expect(screen.queryByRole('list')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given the list cannot load, it shows the store text and loads again on Tentar novamente', async () => {
    const store = signedIn();
    store.faults.inject({
      operation: 'customer.addresses',
      status: 500,
      message: 'Serviço indisponível.',
      times: 1,
    });
    const { container, user } = renderWithStorefront(<AddressBook />, { store });
    const alert = await screen.findByRole('alert', { name: '' });
    await waitFor(() => expect(alert).toHaveTextContent('Não foi possível carregar seus endereços.'));
    expect(alert).toHaveTextContent('Serviço indisponível.');
    expect(container.querySelector('.vt-address-book')).toHaveAttribute('data-state', 'error');
    await expectNoAxeViolations(container);
    store.faults.setLatency(40);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByText('Carregando endereços…')).toBeTruthy();
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    expect(items()).toHaveLength(2);
  });

  it('adds an address: the CEP lookup fills street, neighbourhood, city and state, the number is the shopper’s, and it appears in the list', async () => {
    const store = signedIn();
    const { user, baseElement } = renderWithStorefront(<AddressBook />, { store });
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    const add = screen.getByRole('button', { name: 'Adicionar endereço' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Novo endereço' });
    const cep = within(dialog).getByLabelText('CEP');
    await waitFor(() => expect(cep).toHaveFocus());
    await expectNoAxeViolations(baseElement);
    await user.type(cep, '30130010');
    expect(cep).toHaveValue('30130-010');
    await within(dialog).findByText('Endereço preenchido pelo CEP. Confira e informe o número.');
    expect(within(dialog).getByLabelText('Endereço')).toHaveValue('Avenida Afonso Pena');
    expect(within(dialog).getByLabelText('Bairro')).toHaveValue('Centro');
    expect(within(dialog).getByLabelText('Cidade')).toHaveValue('Belo Horizonte');
    expect(within(dialog).getByLabelText('Estado')).toHaveValue('MG');
    expect(within(dialog).getByLabelText('Número')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Número'), '1500');
    await user.type(within(dialog).getByLabelText('Complemento (opcional)'), 'Loja 2');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(itemOf('Avenida Afonso Pena')).toHaveTextContent('Avenida Afonso Pena, 1500 – Loja 2');
    expect(screen.getByText('Endereço salvo.')).toBeTruthy();
    expect(add).toHaveFocus();
    expect(store.call('customer.addresses').body).toContainEqual(
      expect.objectContaining({ cep: '30130010', number: '1500', complement: 'Loja 2', state: 'MG' }),
    );
  });

  it('edits an address prefilled from it and saves the change', async () => {
    const { user } = renderWithStorefront(<AddressBook />, { store: signedIn() });
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    const edit = within(itemOf('Avenida Rio Branco')).getByRole('button', { name: 'Editar' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Editar endereço' });
    expect(within(dialog).getByLabelText('CEP')).toHaveValue('20040-020');
    const number = within(dialog).getByLabelText('Número');
    expect(number).toHaveValue('156');
    await user.clear(number);
    await user.type(number, '200{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(itemOf('Avenida Rio Branco')).toHaveTextContent('Avenida Rio Branco, 200'));
    expect(items()).toHaveLength(2);
    expect(edit).toHaveFocus();
  });

  it('given an invalid form, it shows every message, focuses the first wrong field and sends nothing', async () => {
    const store = signedIn();
    const { user, baseElement, requests } = renderWithStorefront(<AddressBook />, { store });
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo endereço' });
    await user.type(within(dialog).getByLabelText('CEP'), '3013');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar endereço' }));
    const cep = within(dialog).getByLabelText('CEP');
    expect(cep).toHaveAccessibleDescription('Informe um CEP Válido');
    await waitFor(() => expect(cep).toHaveFocus());
    expect(within(dialog).getByLabelText('Endereço')).toHaveAccessibleDescription('Informe o Endereço');
    expect(within(dialog).getByLabelText('Número')).toHaveAccessibleDescription('Informe o Número');
    expect(within(dialog).getByLabelText('Estado')).toHaveAccessibleDescription('Selecione o Estado');
    expect(within(dialog).getByLabelText('Complemento (opcional)')).not.toHaveAttribute('aria-invalid');
    expect(requests('customer.saveAddress')).toHaveLength(0);
    await expectNoAxeViolations(baseElement);
  });

  it('given a CEP the store does not know, it says the store text on the CEP field and fills nothing', async () => {
    const { user, baseElement } = renderWithStorefront(<AddressBook />, { store: signedIn() });
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo endereço' });
    const cep = within(dialog).getByLabelText('CEP');
    await user.type(cep, '11111111');
    await waitFor(() => expect(cep).toHaveAccessibleDescription('CEP não encontrado.'));
    expect(cep).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Endereço')).toHaveValue('');
    await expectNoAxeViolations(baseElement);
    // Once the CEP changes, the store's word on the old one goes; the field's own rule speaks instead.
    await user.type(cep, '{Backspace}');
    expect(cep).toHaveAccessibleDescription('Informe um CEP Válido');
  });

  it('given the store refuses the save, the dialog stays with its text and every field as typed', async () => {
    const store = signedIn();
    const { user, baseElement } = renderWithStorefront(<AddressBook />, { store });
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo endereço' });
    await user.type(within(dialog).getByLabelText('CEP'), '01304001');
    await within(dialog).findByText('Endereço preenchido pelo CEP. Confira e informe o número.');
    await user.type(within(dialog).getByLabelText('Número'), '77');
    store.faults.inject({
      operation: 'customer.saveAddress',
      status: 500,
      message: 'Não foi possível salvar o endereço.',
      times: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar endereço' }));
    const failure = dialog.querySelector('.vt-address-book__submit-error');
    await waitFor(() => expect(failure).toHaveTextContent('Não foi possível salvar o endereço.'));
    expect(failure).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText('CEP')).toHaveValue('01304-001');
    expect(within(dialog).getByLabelText('Endereço')).toHaveValue('Rua Augusta');
    expect(within(dialog).getByLabelText('Número')).toHaveValue('77');
    expect(items()).toHaveLength(2);
    await expectNoAxeViolations(baseElement);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(items()).toHaveLength(3));
  });

  it('Cancelar and Escape close the form without saving, focus back on its opener', async () => {
    const { user, requests } = renderWithStorefront(<AddressBook />, { store: signedIn() });
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    const add = screen.getByRole('button', { name: 'Adicionar endereço' });
    await user.click(add);
    let dialog = await screen.findByRole('dialog', { name: 'Novo endereço' });
    await user.type(within(dialog).getByLabelText('Número'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(add).toHaveFocus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Novo endereço' });
    // A new opening is a new form.
    expect(within(dialog).getByLabelText('Número')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(add).toHaveFocus();
    expect(requests('customer.saveAddress')).toHaveLength(0);
  });

  it('sets the default delivery address: the badge moves, it is announced and focus stays on the address', async () => {
    const store = signedIn();
    const { user, container } = renderWithStorefront(<AddressBook />, { store });
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    within(itemOf('Avenida Rio Branco')).getByRole('button', { name: 'Usar para entrega' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(itemOf('Avenida Rio Branco')).queryByText('Entrega padrão')).toBeTruthy(),
    );
    expect(within(itemOf('Avenida Paulista')).queryByText('Entrega padrão')).toBeNull();
    expect(within(itemOf('Avenida Paulista')).getByText('Cobrança')).toBeTruthy();
    await screen.findByText('Endereço de entrega padrão alterado.');
    expect(itemOf('Avenida Rio Branco')).toHaveFocus();
    expect(itemOf('Avenida Rio Branco')).toHaveAttribute('data-default-delivery', '');
    await expectNoAxeViolations(container);
  });

  it('sets the billing address: the badge moves', async () => {
    const { user } = renderWithStorefront(<AddressBook />, { store: signedIn() });
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    await user.click(
      within(itemOf('Avenida Rio Branco')).getByRole('button', { name: 'Usar para cobrança' }),
    );
    await waitFor(() => expect(within(itemOf('Avenida Rio Branco')).queryByText('Cobrança')).toBeTruthy());
    expect(within(itemOf('Avenida Paulista')).queryByText('Cobrança')).toBeNull();
    expect(screen.getByText('Endereço de cobrança alterado.')).toBeTruthy();
  });

  it('given the store refuses a change, its text sits next to that address and the badges stay', async () => {
    const store = signedIn();
    const { user } = renderWithStorefront(<AddressBook />, { store });
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    store.faults.inject({
      operation: 'customer.setAddressFlag',
      status: 500,
      message: 'Tente novamente mais tarde.',
      times: 1,
    });
    await user.click(within(itemOf('Avenida Rio Branco')).getByRole('button', { name: 'Usar para entrega' }));
    await waitFor(() =>
      expect(within(itemOf('Avenida Rio Branco')).getByRole('alert')).toHaveTextContent(
        'Tente novamente mais tarde.',
      ),
    );
    expect(within(itemOf('Avenida Paulista')).getByText('Entrega padrão')).toBeTruthy();
  });

  it('deletes an address after the confirmation; cancelling keeps it', async () => {
    const { user, baseElement, requests } = renderWithStorefront(<AddressBook />, { store: signedIn() });
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
    const remove = within(itemOf('Avenida Rio Branco')).getByRole('button', { name: 'Excluir' });
    await user.click(remove);
    let confirm = await screen.findByRole('alertdialog', { name: 'Excluir endereço?' });
    expect(confirm).toHaveAccessibleDescription(
      'Avenida Rio Branco, 156 – Sala 1201, Centro, Rio de Janeiro – RJ será removido dos seus endereços.',
    );
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await expectNoAxeViolations(baseElement);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(items()).toHaveLength(2);
    expect(requests('customer.deleteAddress')).toHaveLength(0);

    await user.keyboard('{Enter}');
    confirm = await screen.findByRole('alertdialog', { name: 'Excluir endereço?' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByText('Avenida Rio Branco', { exact: false })).toBeNull();
    expect(screen.getByText('Endereço excluído.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Meus endereços' })).toHaveFocus();
  });

  it('takes its texts from props and from the provider', async () => {
    renderWithStorefront(<AddressBook title="Endereços de entrega" />, {
      store: signedIn(),
      providerProps: { messages: { ui: { addressBook: { add: 'Novo endereço de entrega' } } } },
    });
    expect(screen.getByRole('heading', { name: 'Endereços de entrega' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo endereço de entrega' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Endereços cadastrados' });
  });
});
